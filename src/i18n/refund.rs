//! Refund messages: the situations as a passenger would say them, the
//! options, the reasons and the notices of `rules::refund`.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    // ------------------------------------------------------------ situations
    prefix!("refund.kind."),
    row!("none", [
        "Só quero saber meus direitos",
        "I just want to know my rights",
        "Solo quiero conocer mis derechos",
    ]),
    row!("withdrawal", ["Quero cancelar", "I want to cancel", "Quiero cancelar"]),
    row!("revalidation", [
        "Quero mudar a data",
        "I want to change the date",
        "Quiero reprogramar el pasaje",
    ]),
    row!("delay", ["A partida está atrasada", "The departure is delayed", "La salida está retrasada"]),
    row!("interruption", ["A viagem foi interrompida (pane ou outro motivo)", "The trip was interrupted (breakdown or other cause)", "El viaje se interrumpió (avería u otro motivo)"]),
    row!("downgrade", [
        "Fui colocado numa classe inferior",
        "I was put in a lower class",
        "Me pusieron en una clase inferior",
    ]),
    row!("passenger_interrupts", [
        "Desci no meio do caminho",
        "I got off partway",
        "Me bajé a mitad de camino",
    ]),
    row!("no_show", ["Perdi o embarque", "I missed boarding", "Perdí el embarque"]),
    // --------------------------------------------------------------- options
    prefix!("refund.option."),
    row!("refund", ["Receber o dinheiro de volta", "Get the money back", "Recibir el dinero de vuelta"]),
    row!("revalidate", [
        // Interstate, "na mesma linha, seção e sentido" (Res. ANTT 4.282/2014
        // art. 7º § 1º): a place of one's choice is RS's only.
        "Remarcar para outro dia ou horário",
        "Rebook for another day or time",
        "Reprogramar para otro día u horario",
    ]),
    row!("other_carrier", [
        "Embarcar em serviço equivalente de outra empresa",
        "Board another company's equivalent service",
        "Embarcar en un servicio equivalente de otra empresa",
    ]),
    row!("wait_for_resumption", [
        "Aguardar a continuação da viagem",
        "Wait for the trip to resume",
        "Esperar a que el viaje continúe",
    ]),
    row!("wait_for_departure", [
        "Esperar a partida atrasada e seguir viagem",
        "Wait for the late departure and travel",
        "Esperar la salida retrasada y viajar",
    ]),
    row!("no_show_claim", [
        "Quem não embarca pode pedir o reembolso se outra pessoa viajar na sua poltrona",
        "A passenger who does not board may claim the refund if someone else travels in their seat",
        "Quien no embarca puede pedir el reembolso si otra persona viaja en su asiento",
    ]),
    // --------------------------------------------------------------- reasons
    prefix!("refund.reason."),
    row!("road_rules_applied", [
        "Regra do ônibus: em trem ou barco, confirme com a transportadora.",
        "The bus's rule: by train or boat, check with the carrier.",
        "Regla del autobús: en tren o barco, confírmelo con la empresa.",
    ]),
    row!("after_departure", [
        "O horário da partida já passou: este pedido não cabe mais.",
        "Departure time has passed: this request is no longer possible.",
        "La hora de salida ya pasó: esta solicitud ya no procede.",
    ]),
    row!("rebooking_after_departure_within_validity", [
        "O horário da partida já passou, mas a passagem vale por um ano: pode ser remarcada para a mesma linha, trecho e sentido.",
        "Departure time has passed, but the ticket is valid for a year: it may be rebooked on the same line, section and direction.",
        "La hora de salida ya pasó, pero el pasaje vale por un año: puede reprogramarse en la misma línea, tramo y sentido.",
    ]),
    row!("purchase_date_needed_for_validity", [
        "Informe a data da compra: a passagem vale por um ano a partir dela e pode ser remarcada até lá.",
        "Enter the purchase date: the ticket is valid for a year from it and may be rebooked until then.",
        "Indique la fecha de compra: el pasaje vale por un año desde ella y puede reprogramarse hasta entonces.",
    ]),
    row!("cheaper_fare_difference_refunded", [
        "A nova passagem é mais barata (serviço de categoria inferior): a diferença é devolvida.",
        "The new ticket is cheaper (a lower service category): the difference is given back.",
        "El nuevo pasaje es más barato (servicio de categoría inferior): la diferencia se devuelve.",
    ]),
    row!("cheaper_fare_refunded_only_in_lower_category", [
        "A nova passagem é mais barata, mas a diferença só é devolvida quando o novo serviço é de categoria inferior ao da passagem.",
        "The new ticket is cheaper, but the difference is given back only when the new service is of a lower category than the ticket's.",
        "El nuevo pasaje es más barato, pero la diferencia solo se devuelve cuando el nuevo servicio es de categoría inferior a la del pasaje.",
    ]),
    row!("too_late", [
        "O prazo para este pedido já passou.",
        "The deadline for this request has passed.",
        "El plazo para esta solicitud ya pasó.",
    ]),
    row!("less_than_3h_rs", [
        "Nas linhas intermunicipais do RS, o pedido deve ser feito até 3 horas antes da partida.",
        "On intermunicipal lines in Rio Grande do Sul, the request must be made at least 3 hours before departure.",
        "En las líneas intermunicipales de RS, la solicitud debe hacerse con al menos 3 horas de anticipación.",
    ]),
    row!("less_than_3h_notice", [
        "A ANTT pede que o pedido seja feito até 3 horas antes da partida.",
        "ANTT requires the request at least 3 hours before departure.",
        "La ANTT exige que la solicitud se haga con al menos 3 horas de anticipación.",
    ]),
    row!("law_prevails_over_3h_notice", [
        "A ANTT pede 3 horas de antecedência, mas a Lei 11.975/2009 garante o reembolso até o embarque: vale a lei.",
        "ANTT asks for 3 hours' notice, but Lei 11.975/2009 guarantees the refund until boarding: the law prevails.",
        "La ANTT pide 3 horas de anticipación, pero la Lei 11.975/2009 garantiza el reembolso hasta el embarque: prevalece la ley.",
    ]),
    row!("already_revalidated", [
        "A passagem já foi remarcada uma vez: não pode ser remarcada de novo nem devolvida.",
        "The ticket was already rebooked once: it can be neither rebooked again nor refunded.",
        "El pasaje ya fue reprogramado una vez: no puede reprogramarse de nuevo ni devolverse.",
    ]),
    row!("ticket_expired", [
        "A passagem passou de um ano desde a emissão e perdeu a validade.",
        "The ticket is more than a year old and has expired.",
        "El pasaje tiene más de un año desde su emisión y venció.",
    ]),
    row!("credit_not_settled", [
        "Passagem comprada a crédito: o reembolso só é feito depois de quitada a dívida.",
        "Ticket bought on credit: the refund is paid only once the debt is settled.",
        "Pasaje comprado a crédito: el reembolso solo se paga después de saldada la deuda.",
    ]),
    row!("fare_needed", [
        "Informe o preço da passagem para calcular os valores.",
        "Enter the fare to compute the amounts.",
        "Indique el precio del pasaje para calcular los importes.",
    ]),
    row!("purchase_date_needed", [
        "Informe a data da compra para saber se vale o direito de arrependimento de 7 dias.",
        "Enter the purchase date to see whether the 7-day cooling-off period applies.",
        "Indique la fecha de compra para saber si vale el derecho de arrepentimiento de 7 días.",
    ]),
    row!("right_of_regret", [
        "Compra pela internet ou telefone há no máximo 7 dias: reembolso integral, sem multa.",
        "Bought online or by phone no more than 7 days ago: full refund, no cancellation fee.",
        "Compra por internet o teléfono hace como máximo 7 días: reembolso íntegro, sin multa.",
    ]),
    row!("compensatory_fine", [
        "A transportadora pode reter até 5\u{a0}% do valor como multa compensatória.",
        "The carrier may keep up to 5\u{a0}% of the fare as a cancellation fee (compensatory fine).",
        "La empresa puede retener hasta el 5\u{a0}% del valor como multa compensatoria.",
    ]),
    row!("new_fare_needed", [
        "Informe o preço da nova passagem para calcular a diferença.",
        "Enter the new fare to compute the difference.",
        "Indique el precio del nuevo pasaje para calcular la diferencia.",
    ]),
    row!("same_category_keeps_fare_value", [
        "A passagem vale o preço atualizado do trecho: na mesma categoria de serviço, a remarcação não cobra o aumento da tarifa nem devolve a diferença de uma tarifa menor.",
        "The ticket is worth the route's updated fare: in the same category of service, rebooking costs no fare increase and gives nothing back for a lower fare.",
        "El pasaje vale el precio actualizado del tramo: en la misma categoría de servicio, la reprogramación no cobra el aumento de la tarifa ni devuelve la diferencia de una tarifa menor.",
    ]),
    row!("dearer_fare_difference_due", [
        "A nova tarifa é mais cara: você paga a diferença.",
        "The new fare is dearer: you pay the difference.",
        "La nueva tarifa es más cara: usted paga la diferencia.",
    ]),
    row!("cheaper_fare_not_refunded", [
        "A nova tarifa é mais barata: a diferença não é devolvida.",
        "The new fare is cheaper: the difference is not given back.",
        "La nueva tarifa es más barata: la diferencia no se devuelve.",
    ]),
    row!("late_rebooking_fee", [
        "Se remarcar a menos de 3 horas da partida, ou depois dela, a transportadora pode cobrar uma taxa de remarcação, de no máximo 20\u{a0}% do valor da passagem.",
        "If you rebook less than 3 hours before departure, or after it, the carrier may charge a rebooking fee of at most 20\u{a0}% of the fare.",
        "Si reprograma el pasaje a menos de 3 horas de la salida, o después, la empresa puede cobrarle un cargo por reprogramación de como máximo el 20\u{a0}% del precio del pasaje.",
    ]),
    row!("not_departed_yet", [
        "Ainda não é a hora da partida: o pedido vale como cancelamento, com as regras e prazos do cancelamento.",
        "It is not departure time yet: the request counts as a cancellation, with its rules and deadlines.",
        "Aún no es la hora de salida: la solicitud vale como cancelación, con sus reglas y plazos.",
    ]),
    row!("seat_resold", [
        "Outra pessoa viajou na sua poltrona: você recebe o valor, menos a multa.",
        "Someone else travelled in your seat: you get the fare back, less the fine.",
        "Otra persona viajó en su asiento: recibe el valor, menos la multa.",
    ]),
    row!("seat_not_resold", [
        "Quem não embarca não tem reembolso, salvo se a poltrona foi ocupada por outra pessoa.",
        "A passenger who does not board gets no refund unless someone else took the seat.",
        "Quien no embarca no tiene reembolso, salvo que otra persona ocupara el asiento.",
    ]),
    row!("delay_over_1h", [
        "A partida atrasou mais de 1 hora: escolha embarcar em serviço equivalente de outra empresa, se houver, ou o reembolso imediato e integral.",
        "Departure is more than 1 hour late: choose another company's equivalent service, if there is one, or an immediate full refund.",
        "La salida se retrasó más de 1 hora: elija embarcar en un servicio equivalente de otra empresa, si lo hay, o el reembolso inmediato e íntegro.",
    ]),
    row!("delay_not_over_1h", [
        "Atraso de até 1 hora: ainda não dá direito a trocar de empresa nem ao reembolso pelo atraso; valem as regras de cancelamento e remarcação da passagem.",
        "A delay of up to 1 hour does not yet give the right to switch company or to a refund for the delay; the ticket's own cancellation and rebooking terms apply.",
        "Un retraso de hasta 1 hora aún no da derecho a cambiar de empresa ni al reembolso por el retraso; rigen las reglas de cancelación y reprogramación del pasaje.",
    ]),
    row!("interruption_over_3h", [
        "A viagem não continuou em até 3 horas: você tem direito ao valor da passagem de volta.",
        "The trip did not resume within 3 hours: you are entitled to the fare back.",
        "El viaje no continuó dentro de las 3 horas: tiene derecho a que le devuelvan el valor del pasaje.",
    ]),
    row!("interruption_within_3h", [
        "A transportadora tem até 3 horas para continuar a viagem.",
        "The carrier has up to 3 hours to resume the trip.",
        "La empresa tiene hasta 3 horas para continuar el viaje.",
    ]),
    row!("passenger_interrupted", [
        "Quem interrompe a viagem por vontade própria numa parada não tem reembolso.",
        "If you choose to end the trip at a stop on the way, you get no refund.",
        "Quien interrumpe el viaje por voluntad propia en una parada no tiene reembolso.",
    ]),
    row!("class_difference_refunded", [
        "Viagem em classe inferior à comprada: a diferença de preço é devolvida.",
        "Travelling in a lower class than bought: the price difference is refunded.",
        "Viaje en clase inferior a la comprada: se devuelve la diferencia de precio.",
    ]),
    row!("no_class_difference", [
        "A classe oferecida não custa menos: não há diferença a devolver.",
        "The class offered costs no less: there is no difference to refund.",
        "La clase ofrecida no cuesta menos: no hay diferencia que devolver.",
    ]),
    row!("lower_class_fare_needed", [
        "Informe o preço da classe inferior para calcular a diferença.",
        "Enter the lower-class fare to compute the difference.",
        "Indique el precio de la clase inferior para calcular la diferencia.",
    ]),
    // --------------------------------------------------------------- notices
    prefix!("refund.notice."),
    row!("food_and_lodging_at_carrier_expense", [
        "Enquanto durar o atraso ou a interrupção, alimentação e hospedagem (se for o caso) correm por conta da transportadora.",
        "While the delay or interruption lasts, food and, where needed, lodging are at the carrier's expense.",
        "Mientras dure el retraso o la interrupción, la comida y el alojamiento (si corresponde) corren por cuenta de la empresa.",
    ]),
    row!("overbooked_seat_food_and_lodging", [
        "Se venderam sua poltrona a mais de uma pessoa, a transportadora paga alimentação e hospedagem até a viagem.",
        "If your seat was sold to more than one person, the carrier pays food and lodging until you travel.",
        "Si vendieron su asiento a más de una persona, la empresa paga comida y alojamiento hasta el viaje.",
    ]),
    row!("forced_upgrade_costs_nothing", [
        "Se por falta de veículo colocarem você numa classe superior, não há diferença a pagar.",
        "If, for want of a vehicle, you are put in a higher class, there is no difference to pay.",
        "Si por falta de vehículo lo ponen en una clase superior, no hay diferencia que pagar.",
    ]),
    row!("refund_may_be_paid_after_trip", [
        "A transportadora pode pagar a diferença depois da viagem.",
        "The carrier may pay the difference after the trip.",
        "La empresa puede pagar la diferencia después del viaje.",
    ]),
    row!("international_refund_at_days_exchange_rate", [
        "Bilhete internacional: os valores aqui estão em reais; o reembolso é o equivalente em moeda estrangeira, no câmbio do dia, e o valor final pode variar.",
        "International ticket: the amounts here are in reais; the refund is the equivalent in foreign currency at the day's exchange rate, so the final amount may differ.",
        "Pasaje internacional: los importes aquí están en reales; el reembolso es el equivalente en moneda extranjera, al cambio del día, y el importe final puede variar.",
    ]),
    row!("revalidation_once_only", [
        "A passagem só pode ser remarcada uma vez; depois disso, não é mais devolvida.",
        "A ticket can be rebooked only once; after that it can no longer be refunded.",
        "El pasaje solo puede reprogramarse una vez; después ya no se devuelve.",
    ]),
    row!("rs_any_day_time_or_place", [
        "Na remarcação, você pode escolher qualquer outro dia, horário ou localidade atendida pela empresa.",
        "When rebooking, you may choose any other day, time or place the carrier serves.",
        "Al reprogramar, puede elegir cualquier otro día, horario o localidad que atienda la empresa.",
    ]),
    row!("expired_ticket_what_remains", [
        "Se você pediu o reembolso antes do vencimento, a transportadora ainda deve pagá-lo em até 30 dias do pedido. Uma passagem com data em aberto pode ser aceita com a tarifa reajustada.",
        "If you asked for the refund before the ticket expired, the carrier must still pay it within 30 days of the request. An open-dated ticket may be accepted at the updated fare.",
        "Si pidió el reembolso antes del vencimiento, la empresa aún debe pagarlo en un plazo de 30 días desde la solicitud. Un pasaje con fecha abierta puede aceptarse con la tarifa reajustada.",
    ]),
);

#[cfg(test)]
mod tests {
    use crate::i18n::tests::assert_keys;
    use crate::rules::query::RequestKind;
    use crate::rules::refund::{Notice, OptionKey, Reason};

    #[test]
    fn every_refund_key_has_a_message_in_every_language() {
        assert_keys("refund", "reason", Reason::KEYS);
        assert_keys("refund", "option", OptionKey::KEYS);
        assert_keys("refund", "notice", Notice::KEYS);
        assert_keys("refund", "kind", RequestKind::KEYS);
    }
}
