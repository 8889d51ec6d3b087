//! Benefits messages: the kinds, statuses, reasons and documents of
//! [`crate::rules::benefits`].

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("benefits.kind."),
    row!(
        "youth_free",
        [
            "Vaga gratuita do jovem (ID Jovem)",
            "Free youth seat (ID Jovem)",
            "Plaza gratuita para jóvenes (ID Jovem)",
        ],
    ),
    row!(
        "youth_half",
        [
            "Vaga do jovem com desconto de pelo menos 50\u{a0}%",
            "Youth seat at 50\u{a0}% off or more",
            "Plaza para jóvenes con al menos 50\u{a0}% de descuento",
        ],
    ),
    row!(
        "youth_carrier_discount",
        [
            "Desconto extra da empresa para o jovem",
            "Carrier's extra youth discount",
            "Descuento extra de la empresa para jóvenes",
        ],
    ),
    row!(
        "elderly_free",
        [
            "Vaga gratuita da pessoa idosa",
            "Free seat for people aged 60+",
            "Plaza gratuita para personas mayores",
        ],
    ),
    row!(
        "elderly_half",
        [
            "Desconto de 50\u{a0}% para a pessoa idosa",
            "50\u{a0}% off for people aged 60+",
            "Descuento del 50\u{a0}% para personas mayores",
        ],
    ),
    row!(
        "disability_free",
        [
            "Passe Livre (pessoa com deficiência)",
            "Passe Livre (people with disabilities)",
            "Passe Livre (personas con discapacidad)",
        ],
    ),
    row!(
        "child_lap_free",
        [
            "Criança de colo gratuita",
            "Free lap child",
            "Niño en brazos gratis",
        ],
    ),
    prefix!("benefits.status."),
    row!(
        "available",
        [
            "Disponível",
            "Available",
            "Disponible",
        ],
    ),
    row!(
        "only_if_unsold",
        [
            "Só se a vaga ainda não foi vendida",
            "Only if the seat is still unsold",
            "Solo si la plaza aún no se vendió",
        ],
    ),
    row!(
        "too_early",
        [
            "Ainda é cedo para pedir",
            "Too early to ask",
            "Aún es temprano para pedirlo",
        ],
    ),
    row!(
        "too_late",
        [
            "Fora do prazo",
            "Too late",
            "Fuera de plazo",
        ],
    ),
    row!(
        "sold_out",
        [
            "Vagas esgotadas",
            "Seats taken",
            "Plazas agotadas",
        ],
    ),
    row!(
        "not_offered_on_this_departure",
        [
            "Não oferecido neste horário",
            "Not offered on this departure",
            "No ofrecido en esta salida",
        ],
    ),
    row!(
        "not_eligible",
        [
            "Não elegível",
            "Not eligible",
            "No le corresponde",
        ],
    ),
    row!(
        "not_needed",
        [
            "Não é preciso: há opção melhor",
            "Not needed: a better option is open",
            "No hace falta: hay una opción mejor",
        ],
    ),
    prefix!("benefits.document."),
    row!(
        "id_jovem_card",
        [
            "Carteira ID Jovem",
            "ID Jovem card",
            "Tarjeta ID Jovem",
        ],
    ),
    row!(
        "personal_photo_document",
        [
            "Original de qualquer documento pessoal oficial com foto (RG, passaporte, CNH…)",
            "The original of any official personal document with a photo (ID card, passport, driving licence…)",
            "Original de cualquier documento personal oficial con foto (cédula, pasaporte, licencia de conducir…)",
        ],
    ),
    row!(
        "photo_id",
        [
            "Documento oficial com foto, original, válido em todo o país",
            "Original official photo ID valid nationwide",
            "Documento oficial con foto, original, válido en todo el país",
        ],
    ),
    row!(
        "income_proof",
        [
            "Comprovante de renda de até dois salários mínimos",
            "Proof of income up to two minimum wages",
            "Comprobante de ingresos de hasta dos salarios mínimos",
        ],
    ),
    row!(
        "passe_livre_credential",
        [
            "Credencial do Passe Livre (a digital, com QR code, vale)",
            "Passe Livre credential (the digital one with its QR code is accepted)",
            "Credencial del Passe Livre (vale la digital con código QR)",
        ],
    ),
    prefix!("benefits.reason."),
    row!(
        "age_outside_15_29",
        [
            "O benefício do jovem é para quem tem de 15 a 29 anos na data da viagem.",
            "The youth benefit is for people aged 15 to 29 on the trip date.",
            "El beneficio juvenil es para quien tiene de 15 a 29 años en la fecha del viaje.",
        ],
    ),
    row!(
        "no_id_jovem",
        [
            "É preciso ter a ID Jovem (famílias do CadÚnico com renda de até dois salários mínimos).",
            "An ID Jovem is required (families in CadÚnico with income up to two minimum wages).",
            "Se necesita la ID Jovem (familias del CadÚnico con ingresos de hasta dos salarios mínimos).",
        ],
    ),
    row!(
        "second_request_same_day",
        [
            "Não se pode reservar mais de uma vez para o mesmo dia e destino.",
            "No second reservation for the same day and destination.",
            "No se puede reservar más de una vez para el mismo día y destino.",
        ],
    ),
    row!(
        "age_below_60",
        [
            "O benefício da pessoa idosa começa aos 60 anos.",
            "The benefit for older people starts at 60.",
            "El beneficio para personas mayores empieza a los 60 años.",
        ],
    ),
    row!(
        "no_income_proof",
        [
            "É preciso comprovar renda de até dois salários mínimos.",
            "Proof of income up to two minimum wages is required.",
            "Hay que comprobar ingresos de hasta dos salarios mínimos.",
        ],
    ),
    row!(
        "no_passe_livre",
        [
            "É preciso ter a credencial do Passe Livre.",
            "A Passe Livre credential is required.",
            "Se necesita la credencial del Passe Livre.",
        ],
    ),
    row!(
        "age_6_or_over",
        [
            "Só viaja de colo, sem pagar, a criança com menos de seis anos.",
            "Only a child under six travels free on a lap.",
            "Solo viaja en brazos, sin pagar, el niño menor de seis años.",
        ],
    ),
    row!(
        "child_occupies_seat",
        [
            "A criança que ocupa poltrona paga a passagem.",
            "A child who occupies a seat pays the fare.",
            "El niño que ocupa asiento paga el pasaje.",
        ],
    ),
    row!(
        "second_lap_child_pays",
        [
            "Só uma criança de colo por responsável viaja de graça; a segunda paga.",
            "Only one lap child per adult travels free; the second pays.",
            "Solo un niño en brazos por responsable viaja gratis; el segundo paga.",
        ],
    ),
    row!(
        "no_adult_on_the_trip",
        [
            "Viaja de colo só a criança com um responsável na viagem (pai, mãe, guardião ou alguém com 18 anos ou mais); sem ele, ela ocupa poltrona e paga.",
            "A child travels on a lap only with someone responsible on the trip (a parent, the guardian or anyone aged 18 or over); without one, the child takes a seat and pays.",
            "Solo viaja en brazos el niño con un responsable en el viaje (padre, madre, tutor o alguien de 18 años o más); sin él, ocupa asiento y paga.",
        ],
    ),
    row!(
        "intermunicipal_rs_not_covered",
        [
            "Linhas intermunicipais do RS seguem as regras do Estado (DAER), não este benefício federal: pergunte à empresa ou ao DAER pelo benefício estadual.",
            "Intermunicipal lines in Rio Grande do Sul follow the state's (DAER) rules, not this federal benefit: ask the carrier or DAER about the state's benefit.",
            "Las líneas intermunicipales de RS siguen las reglas del Estado (DAER), no este beneficio federal: pregunte a la empresa o al DAER por el beneficio estatal.",
        ],
    ),
    row!(
        "international_not_covered",
        [
            "Viagens internacionais não têm este benefício, que é do transporte interestadual.",
            "International trips do not have this benefit, which is for interstate transport.",
            "Los viajes internacionales no tienen este beneficio, que es del transporte interestatal.",
        ],
    ),
    row!(
        "service_not_conventional",
        [
            "Este benefício vale só no serviço convencional (não no executivo, semileito ou leito).",
            "This benefit applies only on the conventional service (not executive, semi-sleeper or sleeper).",
            "Este beneficio vale solo en el servicio convencional (no en ejecutivo, semicama o cama).",
        ],
    ),
    row!(
        "not_regular_line",
        [
            "As vagas reservadas existem só em linhas regulares.",
            "The reserved seats exist only on regular lines.",
            "Las plazas reservadas existen solo en líneas regulares.",
        ],
    ),
    row!(
        "not_in_force_on_trip_date",
        [
            "A regra ainda não estava em vigor na data da viagem.",
            "The rule was not yet in force on the trip date.",
            "La regla aún no estaba vigente en la fecha del viaje.",
        ],
    ),
    row!(
        "carrier_grants_no_extra_discount",
        [
            "Nenhum desconto opcional de 50\u{a0}% ou mais nas demais poltronas foi informado para esta empresa (ele é facultativo: pergunte no guichê).",
            "No optional discount of 50\u{a0}% or more on the other seats is stated for this carrier (it is optional: ask at the counter).",
            "No se informó para esta empresa ningún descuento opcional del 50\u{a0}% o más en los demás asientos (es facultativo: pregunte en la ventanilla).",
        ],
    ),
    row!(
        "carrier_declares_no_benefit_seats",
        [
            "A empresa informa que este horário não tem as vagas do benefício, que a lei reserva em cada veículo do serviço convencional.",
            "The carrier says this departure has no benefit seats, which the law reserves on each vehicle of the conventional service.",
            "La empresa informa que esta salida no tiene las plazas del beneficio, que la ley reserva en cada vehículo del servicio convencional.",
        ],
    ),
    row!(
        "free_seats_remain",
        [
            "Ainda há vaga gratuita: peça a gratuidade.",
            "A free seat is still open: ask for it.",
            "Todavía hay plaza gratuita: pídala.",
        ],
    ),
    row!(
        "reserved_youth_seats_remain",
        [
            "Ainda há vaga reservada ao jovem (gratuita ou com desconto de 50\u{a0}%): peça essa.",
            "A reserved youth seat (free or 50\u{a0}% off) is still open: ask for it.",
            "Todavía hay plaza reservada para jóvenes (gratuita o con 50\u{a0}% de descuento): pídala.",
        ],
    ),
    row!(
        "free_seats_taken",
        [
            "As duas vagas gratuitas deste veículo já foram concedidas.",
            "Both free seats on this vehicle are taken.",
            "Las dos plazas gratuitas de este vehículo ya fueron concedidas.",
        ],
    ),
    row!(
        "discount_seats_taken",
        [
            "As duas vagas com desconto deste veículo já foram concedidas.",
            "Both discounted seats on this vehicle are taken.",
            "Las dos plazas con descuento de este vehículo ya fueron concedidas.",
        ],
    ),
    row!(
        "passe_livre_seats_taken",
        [
            "Os dois assentos do Passe Livre deste veículo já foram concedidos.",
            "Both Passe Livre seats on this vehicle are taken.",
            "Los dos asientos del Passe Livre de este vehículo ya fueron concedidos.",
        ],
    ),
    row!(
        "for_those_beyond_the_free_seats",
        [
            "O desconto de 50\u{a0}% é para quem excede as vagas gratuitas, sem limite de assentos.",
            "The 50\u{a0}% discount is for those beyond the free seats, with no seat limit.",
            "El descuento del 50\u{a0}% es para quien excede las plazas gratuitas, sin límite de asientos.",
        ],
    ),
    row!(
        "departed",
        [
            "O horário da partida já passou.",
            "Departure time has passed.",
            "La hora de salida ya pasó.",
        ],
    ),
    row!(
        "presentation_time_passed",
        [
            "O jovem deve estar no terminal 30 minutos antes da partida, ou perde o benefício.",
            "The youth must be at the terminal 30 minutes before departure or loses the benefit.",
            "El joven debe estar en la terminal 30 minutos antes de la salida o pierde el beneficio.",
        ],
    ),
    row!(
        "after_deadline_only_if_unsold",
        [
            "Passou o prazo de 3 horas: a empresa pode vender a vaga, mas enquanto não vender ela continua disponível.",
            "The 3-hour limit has passed: the carrier may sell the seat, but while it is unsold it is still available.",
            "Pasó el plazo de 3 horas: la empresa puede vender la plaza, pero mientras no la venda sigue disponible.",
        ],
    ),
    row!(
        "discount_window_not_open_yet",
        [
            "O desconto só pode ser pedido dentro do prazo antes da partida; volte a partir do horário indicado.",
            "The discount can only be requested inside the window before departure; come back at or after the time shown.",
            "El descuento solo se puede pedir dentro del plazo antes de la salida; vuelva a partir de la hora indicada.",
        ],
    ),
    row!(
        "window_6h_up_to_500_km",
        [
            "Viagem de até 500 km: o desconto só pode ser pedido a partir de 6 horas antes da partida, e até a partida.",
            "Trip of up to 500 km: the discount can be requested from 6 hours before departure until departure, not earlier.",
            "Viaje de hasta 500 km: el descuento solo puede pedirse desde 6 horas antes de la salida y hasta la salida.",
        ],
    ),
    row!(
        "window_12h_over_500_km",
        [
            "Viagem de mais de 500 km: o desconto só pode ser pedido a partir de 12 horas antes da partida, e até a partida.",
            "Trip of over 500 km: the discount can be requested from 12 hours before departure until departure, not earlier.",
            "Viaje de más de 500 km: el descuento solo puede pedirse desde 12 horas antes de la salida y hasta la salida.",
        ],
    ),
    row!(
        "distance_unknown_short_window_assumed",
        [
            "Distância não informada: vale a janela mais curta, a partir de 6 horas antes da partida (acima de 500 km seriam 12).",
            "Distance not given: the shorter window, from 6 hours before departure, is assumed (over 500 km it would be 12).",
            "Distancia no informada: se asume la ventana más corta, desde 6 horas antes de la salida (más de 500 km serían 12).",
        ],
    ),
    row!(
        "present_30_min_before",
        [
            "Apresente-se no terminal de embarque até 30 minutos antes da partida.",
            "Be at the boarding terminal at least 30 minutes before departure.",
            "Preséntese en la terminal de embarque con al menos 30 minutos de anticipación.",
        ],
    ),
    row!(
        "ticket_nominal_non_transferable",
        [
            "O bilhete é nominal e intransferível e indica o benefício obtido.",
            "The ticket is in the passenger's name, non-transferable, and states the benefit.",
            "El pasaje es nominal e intransferible e indica el beneficio obtenido.",
        ],
    ),
    row!(
        "round_trip_may_be_requested",
        [
            "No mesmo pedido você pode pedir também a passagem de volta.",
            "In the same request you may ask for the return ticket too.",
            "En la misma solicitud puede pedir también el pasaje de vuelta.",
        ],
    ),
    row!(
        "identification_at_boarding",
        [
            "Leve os documentos também ao embarque: você será identificado ao embarcar.",
            "Bring your documents to boarding too: you will be identified when you board.",
            "Lleve los documentos también al embarque: será identificado al embarcar.",
        ],
    ),
    row!(
        "fees_tolls_food_not_included",
        [
            "Taxa de embarque, pedágio e alimentação não estão incluídos no benefício.",
            "Terminal fees, tolls and food are not included in the benefit.",
            "La tasa de embarque, los peajes y la comida no están incluidos en el beneficio.",
        ],
    ),
    // An elderly free seat by road since Res. ANTT 5.856/2019.
    row!(
        "food_not_included",
        [
            "A alimentação fica por sua conta; pedágio e taxa de embarque estão incluídos no benefício.",
            "You pay for your food; tolls and the terminal fee are included in the benefit.",
            "La comida corre por su cuenta; los peajes y la tasa de embarque están incluidos en el beneficio.",
        ],
    ),
    row!(
        "refusal_notice_due",
        [
            "Se o benefício for negado, a empresa deve entregar documento com data, hora, local e motivo da recusa.",
            "If the benefit is refused, the carrier must hand over a document with the date, time, place and reason.",
            "Si se niega el beneficio, la empresa debe entregar un documento con fecha, hora, lugar y motivo de la negativa.",
        ],
    ),
    row!(
        "original_photo_id_compared_with_income_proof",
        [
            "Leve o original do documento com foto e o comprovante de renda: os dados dos dois são conferidos no pedido.",
            "Bring the original photo ID and the proof of income: the carrier compares the two when you ask.",
            "Lleve el original del documento con foto y el comprobante de ingresos: sus datos se cotejan al pedirlo.",
        ],
    ),
    row!("road_rules_applied", [
        "O que vem da resolução da ANTT citada é regra do ônibus: em trem ou barco, confirme com a transportadora.",
        "What comes from the ANTT resolution cited is the bus's rule: by train or boat, check with the carrier.",
        "Lo que viene de la resolución de la ANTT citada es regla del autobús: en tren o barco, confírmelo con la empresa.",
    ]),
    row!(
        "minimum_wage_of_an_earlier_year",
        [
            "O salário mínimo do ano da viagem ainda não foi fixado: o limite de renda usa o último em vigor, e o novo valor pode aumentá-lo.",
            "The minimum wage for the year of the trip is not set yet: the income ceiling uses the latest one in force, and the new wage may raise it.",
            "El salario mínimo del año del viaje aún no se ha fijado: el límite de ingresos usa el último vigente, y el nuevo puede aumentarlo.",
        ],
    ),
    row!(
        "minimum_wage_not_in_table",
        [
            "O salário mínimo da data da viagem não está na tabela: o limite de renda não pôde ser calculado.",
            "The minimum wage for the trip date is not in the table: the income limit could not be computed.",
            "El salario mínimo de la fecha del viaje no está en la tabla: no se pudo calcular el límite de ingresos.",
        ],
    ),
    row!(
        "programme_sets_details",
        [
            "Prazos e demais condições são definidos pelo programa Passe Livre do Ministério dos Transportes.",
            "Deadlines and other conditions are set by the Ministry of Transport's Passe Livre programme.",
            "Los plazos y demás condiciones los define el programa Passe Livre del Ministerio de Transportes.",
        ],
    ),
    row!(
        "carrier_sets_conditions",
        [
            "Desconto opcional da empresa: ela define as condições.",
            "The carrier's optional discount: it sets the conditions.",
            "Descuento opcional de la empresa: la empresa fija las condiciones.",
        ],
    ),
    row!(
        "one_free_lap_child_per_adult",
        [
            "Uma criança com menos de seis anos por responsável viaja de colo sem pagar.",
            "One child under six per responsible adult travels free on a lap.",
            "Un niño menor de seis años por responsable viaja en brazos sin pagar.",
        ],
    ),
    row!(
        "minor_travel_rules_apply",
        [
            "Continuam valendo as regras de viagem de crianças (documentos e autorizações).",
            "The rules on children's travel (documents and authorizations) still apply.",
            "Siguen vigentes las reglas de viaje de menores (documentos y autorizaciones).",
        ],
    ),
    row!(
        "fare_needed_for_price",
        [
            "Informe o preço da passagem para calcular quanto pagar.",
            "Enter the fare to compute what to pay.",
            "Indique el precio del pasaje para calcular cuánto pagar.",
        ],
    ),
);

#[cfg(test)]
mod tests {
    use crate::i18n::tests::assert_keys;
    use crate::rules::benefits::{BenefitKind, Document, Reason, Status};

    #[test]
    fn every_benefits_key_has_a_message_in_every_language() {
        assert_keys("benefits", "kind", BenefitKind::KEYS);
        assert_keys("benefits", "status", Status::KEYS);
        assert_keys("benefits", "reason", Reason::KEYS);
        assert_keys("benefits", "document", Document::KEYS);
    }

    #[test]
    fn the_catalogue_has_no_key_the_core_does_not_emit() {
        let known = |k: &str| {
            let Some(rest) = k.strip_prefix("benefits.") else {
                return false;
            };
            let Some((kind, key)) = rest.split_once('.') else {
                return false;
            };
            match kind {
                "kind" => BenefitKind::KEYS.contains(&key),
                "status" => Status::KEYS.contains(&key),
                "reason" => Reason::KEYS.contains(&key),
                "document" => Document::KEYS.contains(&key),
                _ => false,
            }
        };
        for (k, _) in crate::i18n::rows(super::MESSAGES) {
            assert!(known(&k), "{k}");
        }
    }
}
