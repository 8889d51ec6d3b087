//! Labels of the refund section (`src/ui/refund.rs`): the ticket's facts,
//! the inputs each situation needs, the result lines and the timeline. The
//! situations themselves are `refund.kind.*` (`super::refund`). A `{}` is
//! filled in order by the page (amounts, instants, hours).

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("ui.section."),
    row!(
        "refund",
        [
            "Cancelar, remarcar, atrasos: o que volta para você",
            "Cancelling, rebooking, delays: what you get back",
            "Cancelar, reprogramar, retrasos: lo que le devuelven",
        ]
    ),
    // ticket
    prefix!("ui.refund."),
    row!("ticket", ["Sua passagem", "Your ticket", "Su pasaje"]),
    row!(
        "fare",
        [
            "Preço da passagem: {}. Os valores abaixo supõem que você pagou este preço: com gratuidade ou desconto, conta o valor pago.",
            "Fare: {}. The amounts below assume you paid this price: with a free seat or a discount, what you paid counts.",
            "Precio del pasaje: {}. Los importes de abajo suponen que pagó este precio: con gratuidad o descuento, cuenta lo pagado.",
        ]
    ),
    row!(
        "fare_missing",
        [
            "Falta um preço de passagem válido (seção Viagem) para calcular os valores.",
            "A valid fare (Trip section) is needed to compute the amounts.",
            "Falta un precio de pasaje válido (sección Viaje) para calcular los importes.",
        ]
    ),
    row!(
        "purchased",
        ["Data da compra", "Purchase date", "Fecha de compra"]
    ),
    row!(
        "purchased_hint",
        [
            "Conta para o direito de arrependimento e para a validade da passagem.",
            "It counts for the 7-day cooling-off period and for the ticket's validity.",
            "Cuenta para el derecho de arrepentimiento y para la validez del pasaje.",
        ]
    ),
    row!(
        "channel",
        ["Onde comprou", "Where you bought it", "Dónde lo compró"]
    ),
    prefix!("ui.refund.channel."),
    row!(
        "counter",
        ["No guichê", "At the counter", "En la ventanilla"]
    ),
    row!("online", ["Pela internet", "Online", "Por internet"]),
    row!("phone", ["Por telefone", "By phone", "Por teléfono"]),
    prefix!("ui.refund."),
    row!(
        "revalidated",
        [
            "Já remarquei esta passagem",
            "I have already rebooked this ticket",
            "Ya reprogramé este pasaje",
        ]
    ),
    row!(
        "credit",
        [
            "Comprei a crédito (crediário)",
            "I bought it on credit (instalment plan)",
            "Lo compré a crédito (en cuotas)",
        ]
    ),
    row!(
        "credit_settled",
        [
            "A compra a crédito já está quitada",
            "The credit purchase is paid off",
            "La compra a crédito ya está saldada",
        ]
    ),
    // situation
    row!(
        "situation",
        ["O que aconteceu?", "What happened?", "¿Qué pasó?"]
    ),
    row!(
        "new_fare",
        [
            "Preço da nova passagem (R$)",
            "New ticket's fare (R$)",
            "Precio del nuevo pasaje (R$)"
        ]
    ),
    row!(
        "new_service",
        [
            "Serviço da nova passagem",
            "New ticket's service",
            "Servicio del nuevo pasaje"
        ]
    ),
    row!(
        "delay",
        [
            "Atraso da partida (minutos)",
            "Departure delay (minutes)",
            "Retraso de la salida (minutos)"
        ]
    ),
    row!(
        "interruption",
        [
            "Tempo parado sem seguir viagem (minutos)",
            "How long the trip has been stopped (minutes)",
            "Tiempo detenido sin seguir viaje (minutos)",
        ]
    ),
    row!(
        "lower_fare",
        [
            "Preço da classe em que viajou (R$)",
            "Fare of the class you travelled in (R$)",
            "Precio de la clase en que viajó (R$)",
        ]
    ),
    row!(
        "seat_resold",
        [
            "Outra pessoa viajou na minha poltrona",
            "Someone else travelled in my seat",
            "Otra persona viajó en mi asiento",
        ]
    ),
    row!("pick", [
        "Seus direitos de passageiro estão em “Legislação”. Se algo aconteceu com a passagem ou a viagem, escolha acima para ver quanto volta e até quando.",
        "Your rights as a passenger are under “Legislation”. If something happened to your ticket or trip, choose it above to see how much you get back and by when.",
        "Sus derechos como pasajero están en “Legislación”. Si algo pasó con su pasaje o su viaje, elíjalo arriba para ver cuánto le devuelven y hasta cuándo.",
    ]),
    // verdicts, per situation
    prefix!("ui.refund.verdict."),
    row!("pending", ["Depende da data da compra", "It depends on the purchase date", "Depende de la fecha de compra"]),
    prefix!("ui.refund.verdict.withdrawal."),
    row!(
        "yes",
        ["Você pode cancelar", "You may cancel", "Puede cancelar"]
    ),
    row!(
        "no",
        [
            "Não é mais possível cancelar",
            "You can no longer cancel",
            "Ya no es posible cancelar",
        ]
    ),
    prefix!("ui.refund.verdict.revalidation."),
    row!(
        "yes",
        [
            "Você pode remarcar",
            "You may rebook",
            "Puede reprogramar el pasaje"
        ]
    ),
    row!(
        "no",
        [
            "Não é mais possível remarcar",
            "You can no longer rebook",
            "Ya no es posible reprogramar el pasaje",
        ]
    ),
    prefix!("ui.refund.verdict.delay."),
    row!(
        "yes",
        [
            "Você tem direito ao reembolso integral ou a viajar por outra empresa",
            "You may choose a full refund or a seat with another company",
            "Tiene derecho al reembolso íntegro o a viajar con otra empresa",
        ]
    ),
    row!(
        "no",
        [
            "Ainda sem direito a reembolso pelo atraso",
            "No refund for the delay yet",
            "Aún sin derecho a reembolso por el retraso",
        ]
    ),
    row!(
        "no_cancel",
        [
            "Ainda sem reembolso integral pelo atraso; você ainda pode desistir da passagem",
            "No full refund for the delay yet; you may still cancel the ticket",
            "Aún sin reembolso íntegro por el retraso; todavía puede desistir del pasaje",
        ]
    ),
    row!(
        "no_rebook",
        [
            "Ainda sem reembolso integral pelo atraso; você ainda pode remarcar a viagem",
            "No full refund for the delay yet; you may still rebook the trip",
            "Aún sin reembolso íntegro por el retraso; todavía puede reprogramar el viaje",
        ]
    ),
    prefix!("ui.refund.verdict.interruption."),
    row!(
        "yes",
        [
            "Você tem direito ao valor da passagem de volta",
            "You are entitled to the fare back",
            "Tiene derecho a que le devuelvan el valor del pasaje",
        ]
    ),
    row!(
        "no",
        [
            "A transportadora ainda pode continuar a viagem",
            "The carrier may still resume the trip",
            "La empresa aún puede continuar el viaje",
        ]
    ),
    prefix!("ui.refund.verdict.downgrade."),
    row!(
        "yes",
        [
            "Você recebe a diferença de classe",
            "You get the class difference back",
            "Recibe la diferencia de clase",
        ]
    ),
    row!(
        "no",
        [
            "Não há diferença a receber",
            "There is no difference to get back",
            "No hay diferencia que recibir",
        ]
    ),
    prefix!("ui.refund.verdict.no_show."),
    row!(
        "yes",
        [
            "Você tem direito ao reembolso",
            "You are entitled to a refund",
            "Tiene derecho al reembolso",
        ]
    ),
    row!(
        "no",
        [
            "Sem reembolso por não embarcar",
            "No refund for not boarding",
            "Sin reembolso por no embarcar",
        ]
    ),
    prefix!("ui.refund.verdict.passenger_interrupts."),
    row!(
        "yes",
        [
            "Você tem direito ao reembolso",
            "You are entitled to a refund",
            "Tiene derecho al reembolso",
        ]
    ),
    row!(
        "no",
        [
            "Nada é devolvido",
            "Nothing is given back",
            "No se devuelve nada",
        ]
    ),
    // amounts and dates
    prefix!("ui.refund."),
    row!(
        "back",
        ["Você recebe de volta", "You get back", "Le devuelven"]
    ),
    row!(
        "back_if_cancel",
        [
            "Se desistir da passagem, você recebe de volta",
            "If you cancel the ticket, you get back",
            "Si desiste del pasaje, le devuelven",
        ]
    ),
    row!(
        "line",
        [
            "{} − {} de multa ({}\u{a0}%) = {}",
            "{} − {} cancellation fee ({}\u{a0}%) = {}",
            "{} − {} de multa ({}\u{a0}%) = {}",
        ]
    ),
    row!("due", ["Você paga", "You pay", "Usted paga"]),
    row!(
        "due_fee_up_to",
        [
            "mais a taxa da transportadora, se cobrar: até {}",
            "plus the carrier's fee, if it charges one: up to {}",
            "más el cargo de la empresa, si lo cobra: hasta {}",
        ]
    ),
    row!(
        "due_fee_plus",
        [
            "mais a taxa de remarcação de {}",
            "plus the rebooking fee of {}",
            "más el cargo por reprogramación de {}",
        ]
    ),
    row!(
        "due_fee",
        [
            "inclui a taxa de remarcação de {}",
            "including the rebooking fee of {}",
            "incluye el cargo por reprogramación de {}",
        ]
    ),
    row!(
        "nothing_due",
        ["Nada a pagar", "Nothing to pay", "Nada que pagar"]
    ),
    row!(
        "deadline",
        [
            "Prazo: até {}",
            "Deadline: {}",
            "Plazo: a más tardar a las {}"
        ]
    ),
    row!(
        "deadline_passed",
        [
            "O prazo terminou: {}",
            "The deadline passed: {}",
            "El plazo terminó: {}"
        ]
    ),
    row!(
        "regret_until",
        [
            "Sem multa e pago na hora até {} (direito de arrependimento, compra fora do guichê); depois, se ainda der para cancelar, valem a multa e os 30 dias.",
            "No fee and paid at once until {} (cooling-off period, bought away from the counter); after it, if cancelling is still possible, the fee and the 30 days apply.",
            "Sin multa y pagado en el acto hasta las {} (derecho de arrepentimiento, compra fuera de la ventanilla); después, si aún se puede cancelar, se aplican la multa y los 30 días.",
        ]
    ),
    row!(
        "regret_until_cancel",
        [
            "Cancelar em vez de remarcar: sem multa e pago na hora até {} (direito de arrependimento, compra fora do guichê).",
            "Cancelling instead of rebooking: no fee and paid at once until {} (cooling-off period, bought away from the counter).",
            "Cancelar en vez de reprogramar: sin multa y pagado en el acto hasta las {} (derecho de arrepentimiento, compra fuera de la ventanilla).",
        ]
    ),
    // "Quem paga: …" on the screen, a "Quem paga" line on the printed sheet.
    row!("who_pays", ["Quem paga", "Who pays", "Quién paga"]),
    row!(
        "pay_now",
        [
            "a transportadora, na hora.",
            "the carrier, at once.",
            "la empresa, en el acto.",
        ]
    ),
    row!(
        "pay_within",
        [
            "a transportadora, em até {} dias do pedido — até {} se pedir agora.",
            "the carrier, within {} days of the request — by {} if you ask now.",
            "la empresa, en un plazo de hasta {} días desde la solicitud (a más tardar el {} si la pide ahora).",
        ]
    ),
    row!(
        "pay_after_trip",
        [
            "a transportadora, até {} ({} dias depois da viagem, ou do pedido se for feito depois dela).",
            "the carrier, by {} ({} days after the trip, or after the request if made later).",
            "la empresa, a más tardar el {} ({} días después del viaje, o de la solicitud si es posterior).",
        ]
    ),
    row!(
        "pay_when_settled",
        [
            "a transportadora, assim que a compra a crédito for quitada.",
            "the carrier, as soon as the credit purchase is paid off.",
            "la empresa, en cuanto se salde la compra a crédito.",
        ]
    ),
    row!(
        "pay_after_credit",
        [
            "a transportadora, em até {} dias depois de quitada a compra a crédito.",
            "the carrier, within {} days once the credit purchase is paid off.",
            "la empresa, en un plazo de hasta {} días tras saldarse la compra a crédito.",
        ]
    ),
    row!(
        "expires",
        [
            "Passagem válida até {}",
            "Ticket valid until {}",
            "Pasaje válido hasta el {}"
        ]
    ),
    row!(
        "options",
        [
            "O que você pode fazer",
            "What you may do",
            "Lo que puede hacer"
        ]
    ),
    row!("reasons", ["Por quê", "Why", "Por qué"]),
    row!("notices", ["Bom saber", "Good to know", "Conviene saber"]),
    // timeline
    row!(
        "timeline",
        ["Linha do tempo", "Timeline", "Línea de tiempo"]
    ),
    prefix!("ui.refund.timeline."),
    row!("now", ["Agora", "Now", "Ahora"]),
    row!("limit", ["{} antes", "{} before", "{} antes"]),
    row!(
        "limit_long",
        [
            "Limite de {} antes da partida",
            "Limit of {} before departure",
            "Límite de {} antes de la salida",
        ]
    ),
    row!("departure", ["Partida", "Departure", "Salida"]),
    prefix!("ui.refund.timeline.departure."),
    row!("boarding", ["Seu embarque", "Your boarding", "Su embarque"]),
    prefix!("ui.refund.timeline.limit_long."),
    row!(
        "boarding",
        [
            "Limite de {} antes do seu embarque",
            "Limit of {} before your boarding",
            "Límite de {} antes de su embarque",
        ]
    ),
    prefix!("ui.refund.timeline."),
    row!("passed", ["já passou", "already passed", "ya pasó"]),
    row!(
        "label",
        [
            "Linha do tempo. Agora: {}. {}: {}, {}. {}: {}, {}. Você está {}.",
            "Timeline. Now: {}. {}: {}, {}. {}: {}, {}. You are {}.",
            "Línea de tiempo. Ahora: {}. {}: {}, {}. {}: {}, {}. Usted está {}.",
        ]
    ),
    prefix!("ui.refund.timeline.in."),
    row!(
        "open",
        [
            "no trecho com aviso suficiente",
            "in the stretch with enough notice",
            "en el tramo con aviso suficiente",
        ]
    ),
    row!(
        "late",
        [
            "no trecho com menos aviso, ainda permitido",
            "in the stretch with less notice, still allowed",
            "en el tramo con menos aviso, aún permitido",
        ]
    ),
    row!(
        "closed",
        [
            "no trecho em que o pedido não é mais aceito",
            "in the stretch where the request is no longer accepted",
            "en el tramo en que ya no se acepta la solicitud",
        ]
    ),
    prefix!("ui.refund.timeline.key."),
    row!(
        "open",
        [
            "Com {} de aviso ou mais",
            "With {} notice or more",
            "Con {} de aviso o más",
        ]
    ),
    row!(
        "late",
        [
            // After the limit, the departure too when a rebooking holds
            // for the ticket's year: not "less than 3 h before".
            "Depois do limite de {}: ainda permitido",
            "After the {} limit: still allowed",
            "Después del límite de {}: aún permitido",
        ]
    ),
    row!(
        "late_fee",
        [
            "Depois do limite de {}: ainda permitido, com a taxa da transportadora, se cobrar (até 20\u{a0}%)",
            "After the {} limit: still allowed, with the carrier's fee if it charges one (up to 20\u{a0}%)",
            "Después del límite de {}: aún permitido, con el cargo de la empresa, si lo cobra (hasta 20\u{a0}%)",
        ]
    ),
    row!(
        "late_fee_stated",
        [
            "Depois do limite de {}: ainda permitido, com a taxa da transportadora de {}\u{a0}%",
            "After the {} limit: still allowed, with the carrier's fee of {}\u{a0}%",
            "Después del límite de {}: aún permitido, con el cargo de la empresa del {}\u{a0}%",
        ]
    ),
    row!(
        "closed",
        [
            "Não é mais possível",
            "No longer possible",
            "Ya no es posible",
        ]
    ),
);
