//! Labels of the refund section (`src/ui/refund.rs`): the ticket's facts,
//! the inputs each situation needs, the result lines and the timeline. The
//! situations themselves are `refund.kind.*` (`super::refund`). A `{}` is
//! filled in order by the page (amounts, instants, hours).

use super::Catalogue;

pub const MESSAGES: Catalogue = &[
    row!(
        "ui.section.refund",
        [
            "Cancelar, remarcar, atrasos: o que volta para você",
            "Cancelling, rebooking, delays: what you get back",
            "Cancelar, cambiar, retrasos: lo que le devuelven",
        ]
    ),
    // ticket
    row!(
        "ui.refund.ticket",
        ["Sua passagem", "Your ticket", "Su pasaje"]
    ),
    row!(
        "ui.refund.fare",
        ["Preço da passagem: {}", "Fare: {}", "Precio del pasaje: {}"]
    ),
    row!(
        "ui.refund.fare_missing",
        [
            "Informe o preço da passagem (seção Viagem) para calcular os valores.",
            "Enter the fare (Trip section) to compute the amounts.",
            "Indique el precio del pasaje (sección Viaje) para calcular los importes.",
        ]
    ),
    row!(
        "ui.refund.purchased",
        ["Data da compra", "Purchase date", "Fecha de compra"]
    ),
    row!(
        "ui.refund.purchased_hint",
        [
            "Conta para o direito de arrependimento e para a validade da passagem.",
            "It counts for the right of regret and for the ticket's validity.",
            "Cuenta para el derecho de arrepentimiento y para la validez del pasaje.",
        ]
    ),
    row!(
        "ui.refund.channel",
        ["Onde comprou", "Where you bought it", "Dónde lo compró"]
    ),
    row!(
        "ui.refund.channel.counter",
        ["No guichê", "At the counter", "En la ventanilla"]
    ),
    row!(
        "ui.refund.channel.online",
        ["Pela internet", "Online", "Por internet"]
    ),
    row!(
        "ui.refund.channel.phone",
        ["Por telefone", "By phone", "Por teléfono"]
    ),
    row!(
        "ui.refund.revalidated",
        [
            "Já remarquei esta passagem",
            "I have already rebooked this ticket",
            "Ya cambié este pasaje",
        ]
    ),
    row!(
        "ui.refund.credit",
        [
            "Comprei a crédito (crediário)",
            "I bought it on credit (instalment plan)",
            "Lo compré a crédito",
        ]
    ),
    row!(
        "ui.refund.credit_settled",
        [
            "A compra a crédito já está quitada",
            "The credit purchase is paid off",
            "La compra a crédito ya está saldada",
        ]
    ),
    // situation
    row!(
        "ui.refund.situation",
        ["O que aconteceu?", "What happened?", "¿Qué pasó?"]
    ),
    row!(
        "ui.refund.new_fare",
        [
            "Preço da nova passagem (R$)",
            "New ticket's fare (R$)",
            "Precio del nuevo pasaje (R$)"
        ]
    ),
    row!(
        "ui.refund.delay",
        [
            "Atraso da partida (minutos)",
            "Departure delay (minutes)",
            "Retraso de la salida (minutos)"
        ]
    ),
    row!(
        "ui.refund.interruption",
        [
            "Tempo parado sem seguir viagem (minutos)",
            "Time stopped without going on (minutes)",
            "Tiempo detenido sin seguir viaje (minutos)",
        ]
    ),
    row!(
        "ui.refund.lower_fare",
        [
            "Preço da classe em que viajou (R$)",
            "Fare of the class you travelled in (R$)",
            "Precio de la clase en que viajó (R$)",
        ]
    ),
    row!(
        "ui.refund.seat_resold",
        [
            "Outra pessoa viajou na minha poltrona",
            "Someone else travelled in my seat",
            "Otra persona viajó en mi asiento",
        ]
    ),
    row!("ui.refund.pick", [
        "Escolha o que aconteceu para ver o que a lei lhe dá, quanto volta e até quando.",
        "Choose what happened to see what the law gives you, how much comes back and until when.",
        "Elija lo que pasó para ver lo que la ley le da, cuánto le devuelven y hasta cuándo.",
    ]),
    // verdicts, per situation
    row!(
        "ui.refund.verdict.withdrawal.yes",
        ["Você pode cancelar", "You may cancel", "Puede cancelar"]
    ),
    row!(
        "ui.refund.verdict.withdrawal.no",
        [
            "Não é possível cancelar agora",
            "You can no longer cancel",
            "Ya no es posible cancelar",
        ]
    ),
    row!(
        "ui.refund.verdict.revalidation.yes",
        [
            "Você pode remarcar",
            "You may rebook",
            "Puede cambiar la fecha"
        ]
    ),
    row!(
        "ui.refund.verdict.revalidation.no",
        [
            "Não é possível remarcar agora",
            "You can no longer rebook",
            "Ya no es posible cambiar la fecha",
        ]
    ),
    row!(
        "ui.refund.verdict.delay.yes",
        [
            "Você tem direito ao reembolso integral ou a outra empresa",
            "You are entitled to a full refund or another company",
            "Tiene derecho al reembolso íntegro o a otra empresa",
        ]
    ),
    row!(
        "ui.refund.verdict.delay.no",
        [
            "Ainda sem direito a reembolso pelo atraso",
            "No refund for the delay yet",
            "Aún sin derecho a reembolso por el retraso",
        ]
    ),
    row!(
        "ui.refund.verdict.interruption.yes",
        [
            "Você tem direito ao valor da passagem de volta",
            "You are entitled to the fare back",
            "Tiene derecho a que le devuelvan el pasaje",
        ]
    ),
    row!(
        "ui.refund.verdict.interruption.no",
        [
            "A transportadora ainda pode continuar a viagem",
            "The carrier may still resume the trip",
            "La empresa aún puede continuar el viaje",
        ]
    ),
    row!(
        "ui.refund.verdict.downgrade.yes",
        [
            "Você recebe a diferença de classe",
            "You get the class difference back",
            "Recibe la diferencia de clase",
        ]
    ),
    row!(
        "ui.refund.verdict.downgrade.no",
        [
            "Não há diferença a receber",
            "There is no difference to get back",
            "No hay diferencia que recibir",
        ]
    ),
    row!(
        "ui.refund.verdict.no_show.yes",
        [
            "Você tem direito ao reembolso",
            "You are entitled to a refund",
            "Tiene derecho al reembolso",
        ]
    ),
    row!(
        "ui.refund.verdict.no_show.no",
        [
            "Sem reembolso por não embarcar",
            "No refund for not boarding",
            "Sin reembolso por no embarcar",
        ]
    ),
    row!(
        "ui.refund.verdict.passenger_interrupts.yes",
        [
            "Você tem direito ao reembolso",
            "You are entitled to a refund",
            "Tiene derecho al reembolso",
        ]
    ),
    row!(
        "ui.refund.verdict.passenger_interrupts.no",
        [
            "Nada é devolvido",
            "Nothing is given back",
            "No se devuelve nada",
        ]
    ),
    // amounts and dates
    row!(
        "ui.refund.back",
        ["Você recebe de volta", "You get back", "Le devuelven"]
    ),
    row!(
        "ui.refund.line",
        [
            "{} − {} de multa ({}\u{a0}%) = {}",
            "{} − {} fine ({}\u{a0}%) = {}",
            "{} − {} de multa ({}\u{a0}%) = {}",
        ]
    ),
    row!("ui.refund.due", ["Você paga", "You pay", "Usted paga"]),
    row!(
        "ui.refund.due_fee",
        [
            "inclui a taxa de remarcação de {}",
            "including the rebooking fee of {}",
            "incluye la tasa de cambio de {}",
        ]
    ),
    row!(
        "ui.refund.nothing_due",
        ["Nada a pagar", "Nothing to pay", "Nada que pagar"]
    ),
    row!(
        "ui.refund.deadline",
        ["Prazo: até {}", "Deadline: {}", "Plazo: hasta {}"]
    ),
    row!(
        "ui.refund.deadline_passed",
        [
            "O prazo terminou: {}",
            "The deadline passed: {}",
            "El plazo terminó: {}"
        ]
    ),
    row!(
        "ui.refund.regret_until",
        [
            "Direito de arrependimento (compra fora do guichê) até {}",
            "Right of regret (bought away from the counter) until {}",
            "Derecho de arrepentimiento (compra fuera de la ventanilla) hasta {}",
        ]
    ),
    row!(
        "ui.refund.pay_now",
        [
            "Quem paga: a transportadora, na hora.",
            "Who pays: the carrier, at once.",
            "Quién paga: la empresa, en el acto.",
        ]
    ),
    row!(
        "ui.refund.pay_within",
        [
            "Quem paga: a transportadora, em até {} dias — até {}.",
            "Who pays: the carrier, within {} days — by {}.",
            "Quién paga: la empresa, en hasta {} días — hasta el {}.",
        ]
    ),
    row!(
        "ui.refund.pay_after_credit",
        [
            "Quem paga: a transportadora, em até {} dias depois de quitada a compra a crédito.",
            "Who pays: the carrier, within {} days once the credit purchase is paid off.",
            "Quién paga: la empresa, en hasta {} días después de saldada la compra a crédito.",
        ]
    ),
    row!(
        "ui.refund.expires",
        [
            "Passagem válida até {}",
            "Ticket valid until {}",
            "Pasaje válido hasta el {}"
        ]
    ),
    row!(
        "ui.refund.options",
        [
            "O que você pode fazer",
            "What you may do",
            "Lo que puede hacer"
        ]
    ),
    row!("ui.refund.reasons", ["Por quê", "Why", "Por qué"]),
    row!(
        "ui.refund.notices",
        ["Bom saber", "Good to know", "Conviene saber"]
    ),
    // timeline
    row!(
        "ui.refund.timeline",
        ["Linha do tempo", "Timeline", "Línea de tiempo"]
    ),
    row!("ui.refund.timeline.now", ["Agora", "Now", "Ahora"]),
    row!(
        "ui.refund.timeline.limit",
        ["{} antes", "{} before", "{} antes"]
    ),
    row!(
        "ui.refund.timeline.limit_long",
        [
            "Limite de {} antes da partida",
            "Limit of {} before departure",
            "Límite de {} antes de la salida",
        ]
    ),
    row!(
        "ui.refund.timeline.departure",
        ["Partida", "Departure", "Salida"]
    ),
    row!(
        "ui.refund.timeline.departure.boarding",
        ["Seu embarque", "Your boarding", "Su embarque"]
    ),
    row!(
        "ui.refund.timeline.limit_long.boarding",
        [
            "Limite de {} antes do seu embarque",
            "Limit of {} before your boarding",
            "Límite de {} antes de su embarque",
        ]
    ),
    row!(
        "ui.refund.timeline.passed",
        ["já passou", "already passed", "ya pasó"]
    ),
    row!(
        "ui.refund.timeline.label",
        [
            "Linha do tempo. Agora: {}. {}: {}, {}. {}: {}, {}. Você está {}.",
            "Timeline. Now: {}. {}: {}, {}. {}: {}, {}. You are {}.",
            "Línea de tiempo. Ahora: {}. {}: {}, {}. {}: {}, {}. Usted está {}.",
        ]
    ),
    row!(
        "ui.refund.timeline.in.open",
        [
            "no trecho com aviso suficiente",
            "in the stretch with enough notice",
            "en el tramo con aviso suficiente",
        ]
    ),
    row!(
        "ui.refund.timeline.in.late",
        [
            "no trecho com menos aviso, ainda permitido",
            "in the stretch with less notice, still allowed",
            "en el tramo con menos aviso, aún permitido",
        ]
    ),
    row!(
        "ui.refund.timeline.in.closed",
        [
            "no trecho em que o pedido não é mais aceito",
            "in the stretch where the request is no longer accepted",
            "en el tramo en que ya no se acepta la solicitud",
        ]
    ),
    row!(
        "ui.refund.timeline.key.open",
        [
            "Com {} de aviso ou mais",
            "With {} notice or more",
            "Con {} de aviso o más",
        ]
    ),
    row!(
        "ui.refund.timeline.key.late",
        [
            "Menos de {} antes: ainda permitido",
            "Less than {} before: still allowed",
            "Menos de {} antes: aún permitido",
        ]
    ),
    row!(
        "ui.refund.timeline.key.closed",
        [
            "Não é mais possível",
            "No longer possible",
            "Ya no es posible",
        ]
    ),
];
