//! Pets messages: reasons and documents of `rules::pets`.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("pets.reason."),
    row!("only_dogs_and_cats", [
        "Nas linhas intermunicipais do RS, só cães e gatos.",
        "On intermunicipal RS lines, only dogs and cats.",
        "En las líneas intermunicipales de RS, solo perros y gatos.",
    ]),
    row!("over_weight_limit", [
        "Passa de 8 kg: acima do limite para animais domésticos.",
        "Over 8 kg: above the limit for pets.",
        "Supera los 8 kg: por encima del límite para mascotas.",
    ]),
    row!("weight_not_given", [
        "Informe o peso: o limite é de 8 kg.",
        "Enter the weight: the limit is 8 kg.",
        "Indique el peso: el límite es de 8 kg.",
    ]),
    row!("vehicle_limit_reached", [
        "O ônibus já leva dois animais: tem direito quem paga primeiro.",
        "The bus already carries two animals: first to pay, first served.",
        "El autobús ya lleva dos animales: tiene derecho quien paga primero.",
    ]),
    row!("no_vet_certificate", [
        "Falta o atestado do veterinário (veja os documentos abaixo).",
        "The vet's certificate is missing (see the documents below).",
        "Falta el certificado del veterinario (vea los documentos abajo).",
    ]),
    row!("not_vaccinated", [
        "A vacinação não está em dia na caderneta.",
        "The vaccination card is not up to date.",
        "La vacunación no está al día en la libreta.",
    ]),
    row!("not_sedated", [
        "O animal deve viajar sedado.",
        "The animal must be sedated for the trip.",
        "El animal debe viajar sedado.",
    ]),
    row!("no_standard_container", [
        "O animal deve viajar em embalagem padrão (caixa de transporte).",
        "The animal must travel in a standard pet crate.",
        "El animal debe viajar en una caja de transporte estándar.",
    ]),
    row!("fee_share_of_fare", [
        "A regra do DAER cobra 50\u{a0}% do valor da passagem por animal.",
        "DAER's rule charges 50\u{a0}% of the fare per animal.",
        "La regla del DAER cobra el 50\u{a0}% del pasaje por animal.",
    ]),
    row!("fee_may_be_waived", [
        "Desde 21/01/2020 essa cobrança é opcional: a empresa pode cobrar menos ou nada.",
        "Since 21 Jan 2020 this charge is optional: the carrier may charge less or nothing.",
        "Desde el 21 de enero de 2020 ese cobro es opcional: la empresa puede cobrar menos o nada.",
    ]),
    row!("first_paid_first_served", [
        "No máximo dois animais por ônibus, para quem pagar primeiro.",
        "At most two animals per bus, for those who pay first.",
        "Como máximo dos animales por autobús, para quien pague primero.",
    ]),
    row!("own_container_each", [
        "Cada animal em sua própria embalagem.",
        "Each animal in its own pet crate.",
        "Cada animal en su propia caja de transporte.",
    ]),
    row!("fare_needed_for_fee", [
        "Informe o valor da passagem para calcular a tarifa do animal.",
        "Enter the fare to compute the animal's fee.",
        "Indique el precio del pasaje para calcular la tarifa del animal.",
    ]),
    row!("no_gta_for_dogs_and_cats", [
        "Cães e gatos não precisam de GTA (Guia de Trânsito Animal).",
        "Dogs and cats need no GTA (animal transit guide).",
        "Perros y gatos no necesitan GTA (guía de tránsito animal).",
    ]),
    row!("fee_set_by_carrier", [
        "Nenhuma norma fixa o preço: consulte a transportadora.",
        "No rule sets the price: ask the carrier.",
        "Ninguna norma fija el precio: consulte a la empresa.",
    ]),
    row!("no_discomfort_to_others", [
        "O animal não pode causar desconforto ou transtorno aos outros passageiros.",
        "The animal must not cause discomfort or trouble to other passengers.",
        "El animal no puede causar molestias a los demás pasajeros.",
    ]),
    row!("other_species_see_official_rules", [
        "Outras espécies seguem as regras do IBAMA e do Ministério da Agricultura: o transporte não é garantido.",
        "Other species follow the rules of IBAMA and Brazil's Ministry of Agriculture: transport is not guaranteed.",
        "Otras especies siguen las reglas del IBAMA y del Ministerio de Agricultura de Brasil: el transporte no está garantizado.",
    ]),
    row!("international_rules_of_destination", [
        "Para sair do país, valem as exigências sanitárias do destino e o certificado veterinário internacional (CVI) do Ministério da Agricultura: confirme antes.",
        "To leave the country, the destination's sanitary rules and the international veterinary certificate (CVI) of Brazil's Ministry of Agriculture apply: check first.",
        "Para salir del país rigen los requisitos sanitarios del destino y el certificado veterinario internacional (CVI) del Ministerio de Agricultura de Brasil: confírmelo antes.",
    ]),
    row!("on_board_conditions_met", [
        "Cumpre as condições para viajar a bordo; falta só confirmar as regras de entrada do país de destino.",
        "Meets every condition for travelling on board; only the destination country's entry rules are left to check.",
        "Cumple las condiciones para viajar a bordo; solo falta confirmar las reglas de entrada del país de destino.",
    ]),
    row!("guide_dog_travels_with_passenger", [
        "O cão-guia viaja com a pessoa cega ou com baixa visão, ao seu lado, sem caixa de transporte, sem limite de peso e sem pagar.",
        "The guide dog travels beside its passenger who is blind or has low vision, with no crate, no weight limit and nothing to pay.",
        "El perro guía viaja junto a la persona ciega o con baja visión, sin caja de transporte, sin límite de peso y sin pagar.",
    ]),
    row!("guide_dog_hindering_is_discrimination", [
        "Impedir ou dificultar a viagem com o cão-guia é discriminação, punida com multa e interdição.",
        "Refusing or hindering travel with a guide dog is discrimination, punished with a fine and closure.",
        "Impedir o dificultar el viaje con el perro guía es discriminación, sancionada con multa y clausura.",
    ]),
    row!("guide_dog_vaccination_needed", [
        "Sem a carteira de vacinação em dia (vacina múltipla e antirrábica), o cão-guia não se identifica como tal e a empresa pode recusá-lo. Com ela, o cão-guia viaja ao lado da pessoa, sem pagar.",
        "Without an up-to-date vaccination card (multiple and rabies shots) the guide dog cannot be identified as one, and the carrier may refuse it. With it, the guide dog travels beside its passenger, free.",
        "Sin la libreta de vacunación al día (vacuna múltiple y antirrábica), el perro guía no se identifica como tal y la empresa puede rechazarlo. Con ella, el perro guía viaja junto a la persona, sin pagar.",
    ]),
    prefix!("pets.document."),
    row!("vet_health_certificate", [
        "Atestado veterinário de boa saúde",
        "Vet's health certificate",
        "Certificado veterinario de buena salud",
    ]),
    row!("vet_health_certificate_rabies", [
        "Atestado sanitário de veterinário registrado no CRMV do estado de origem, com a vacina antirrábica",
        "Health certificate from a vet registered with the Regional Veterinary Medicine Council (CRMV) of the state of origin, proving the rabies shot",
        "Certificado sanitario de un veterinario registrado en el Consejo Regional de Medicina Veterinaria (CRMV) del estado de origen, con la vacuna antirrábica",
    ]),
    row!("vaccination_card", [
        "Caderneta de vacinação em dia",
        "Up-to-date vaccination card",
        "Libreta de vacunación al día",
    ]),
    row!("international_veterinary_certificate", [
        "Certificado Veterinário Internacional (CVI)",
        "International Veterinary Certificate (CVI)",
        "Certificado Veterinario Internacional (CVI)",
    ]),
    row!("guide_dog_id_card_and_tag", [
        "Carteira e plaqueta de identificação do cão-guia, do centro de treinamento ou do instrutor",
        "The guide dog's ID card and tag, from its training centre or instructor",
        "Carné y placa de identificación del perro guía, del centro de adiestramiento o del instructor",
    ]),
    row!("guide_dog_vaccination_card", [
        "Carteira de vacinação em dia, com a vacina múltipla e a antirrábica, assinada por veterinário",
        "Up-to-date vaccination card with the multiple and rabies shots, signed by a vet",
        "Libreta de vacunación al día, con la vacuna múltiple y la antirrábica, firmada por un veterinario",
    ]),
    row!("guide_dog_harness", [
        "Coleira, guia e arreio com alça",
        "Collar, leash and harness with handle",
        "Collar, correa y arnés con asa",
    ]),
);

#[cfg(test)]
mod tests {
    use crate::i18n::tests::assert_keys;
    use crate::rules::pets::{Document, Reason};

    #[test]
    fn every_pets_key_has_a_message_in_every_language() {
        assert_keys("pets", "reason", Reason::KEYS);
        assert_keys("pets", "document", Document::KEYS);
    }
}
