//! Notices messages: the boarding checklist of `rules::notices`.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("notices.key."),
    row!("arrive_30_min_early", [
        "Chegue ao terminal 30 minutos antes da partida.",
        "Be at the terminal 30 minutes before departure.",
        "Llegue a la terminal 30 minutos antes de la salida.",
    ]),
    row!("road_rules_by_rail_or_water", [
        "Em trem ou barco, as regras de cancelamento, reembolso, bagagem, animais e conduta desta página são as do ônibus: confirme com a transportadora. O contrato de transporte do Código Civil vale para todos.",
        "By train or boat, this page's cancellation, refund, baggage, animal and conduct rules are the bus's: check with the carrier. The Civil Code's transport contract applies to all.",
        "En tren o barco, las reglas de cancelación, reembolso, equipaje, animales y conducta de esta página son las del autobús: confírmelo con la empresa. El contrato de transporte del Código Civil vale para todos.",
    ]),
    row!("carry_identity_document", [
        "Leve seu documento de identidade.",
        "Carry your identity document.",
        "Lleve su documento de identidad.",
    ]),
    row!("carry_passport_or_mercosur_id", [
        "Para este destino, leve o passaporte; o cidadão de um país do Mercosul pode levar a carteira de identidade nacional (no Brasil, o RG), em bom estado.",
        "For this destination, carry your passport; a citizen of a Mercosur country may carry their national identity card instead (in Brazil, the RG), in good condition.",
        "Para este destino, lleve el pasaporte; el ciudadano de un país del Mercosur puede llevar su documento nacional de identidad (en Brasil, el RG), en buen estado.",
    ]),
    row!("carry_passport", [
        "Leve o passaporte: a carteira de identidade (RG) só serve nos países do acordo de documentos de viagem do Mercosul.",
        "Carry your passport: the identity card (RG) is accepted only in the countries of the Mercosur travel-document agreement.",
        "Lleve el pasaporte: la cédula de identidad (RG) solo sirve en los países del acuerdo de documentos de viaje del Mercosur.",
    ]),
    row!("no_drunkenness", [
        "Quem estiver embriagado tem o embarque recusado.",
        "Boarding is refused to anyone who is drunk.",
        "Se niega el embarque a quien esté ebrio.",
    ]),
    // DAER's art. 2º (RS lines): "embarque de passageiros alcoolizados".
    row!("no_boarding_under_influence", [
        "Não é permitido embarcar alcoolizado.",
        "You may not board under the influence of alcohol.",
        "No se permite embarcar bajo los efectos del alcohol.",
    ]),
    row!("no_alcohol_on_board", [
        "É proibido consumir bebidas alcoólicas no ônibus.",
        "Drinking alcohol on the bus is forbidden.",
        "Está prohibido beber alcohol en el autobús.",
    ]),
    row!("no_weapon_without_authorization", [
        "Não embarque com arma sem autorização da autoridade competente.",
        "Do not board with a weapon without the competent authority's permit.",
        "No embarque con un arma sin autorización de la autoridad competente.",
    ]),
    row!("no_dangerous_products", [
        "Produtos perigosos não podem ser levados.",
        "Dangerous products may not be carried.",
        "No se pueden llevar productos peligrosos.",
    ]),
    row!("animals_only_as_regulated", [
        "Animais só nas condições da lei: acondicionados e com os documentos exigidos.",
        "Animals only as the rules allow: properly packed and with the required papers.",
        "Animales solo en las condiciones de la ley: bien acondicionados y con los documentos exigidos.",
    ]),
    row!("cabin_items_fit_the_rack", [
        "Volumes de mão precisam caber no porta-embrulhos.",
        "Cabin items must fit the overhead rack.",
        "El equipaje de mano debe caber en el portaequipaje.",
    ]),
    row!("respect_other_passengers", [
        "Quem comprometer a segurança, o conforto ou a tranquilidade dos demais, ou se comportar de forma inconveniente, tem o embarque recusado ou é desembarcado.",
        "Anyone who endangers the safety, comfort or peace of the others, or behaves improperly, is refused boarding or made to get off.",
        "A quien comprometa la seguridad, la comodidad o la tranquilidad de los demás, o se comporte de forma inconveniente, se le niega el embarque o se le hace desembarcar.",
    ]),
    row!("sound_devices_off_after_warning", [
        "Desligue o aparelho sonoro quando a tripulação pedir.",
        "Turn off sound devices when the crew asks.",
        "Apague el aparato de sonido cuando la tripulación lo pida.",
    ]),
    row!("pay_the_fare", [
        "Quem se recusar a pagar a tarifa tem o embarque recusado.",
        "Anyone who refuses to pay the fare is refused boarding.",
        "A quien se niegue a pagar la tarifa se le niega el embarque.",
    ]),
    row!("no_smoking", [
        "É proibido fumar a bordo (cigarro, charuto ou qualquer produto fumígeno).",
        "No smoking on board (cigarettes, cigars or any smoking product).",
        "Prohibido fumar a bordo (cigarrillos, puros o cualquier producto fumígeno).",
    ]),
    row!("no_swimwear_shorts_or_bare_torso", [
        "Não é permitido embarcar em trajes de banho, de shorts ou sem camisa.",
        "Boarding in swimwear, shorts or bare-chested is not allowed.",
        "No se permite embarcar en traje de baño, pantalón corto o sin camisa.",
    ]),
    prefix!("notices.source."),
    row!("law", ["Norma", "Legal rule", "Norma"]),
    row!("carrier", ["Orientação da transportadora", "Carrier's advice", "Orientación de la empresa"]),
);

#[cfg(test)]
mod tests {
    use crate::i18n::tests::assert_keys;
    use crate::rules::notices::{Key, Source};

    #[test]
    fn every_notices_key_has_a_message_in_every_language() {
        assert_keys("notices", "key", Key::KEYS);
        assert_keys("notices", "source", Source::KEYS);
    }
}
