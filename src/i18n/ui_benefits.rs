//! Labels of the benefits section and of the printable refusal notice
//! (`src/ui/benefits.rs`). A `{}` in a message is filled by the page (a
//! clock time, an amount, a percentage), in order.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("ui.section."),
    row!("benefits", ["Gratuidades e descontos", "Free and discounted seats", "Gratuidades y descuentos"]),
    prefix!("ui.benefits."),
    row!("no_birth", [
        "Informe a data de nascimento do passageiro (em Viagem) para ver as gratuidades e os descontos.",
        "Enter the passenger's date of birth (under Trip) to see the free and discounted seats.",
        "Indique la fecha de nacimiento del pasajero (en Viaje) para ver las gratuidades y los descuentos.",
    ]),
    // the passenger's credentials
    row!("credentials", ["O que o passageiro tem", "What the passenger has", "Lo que tiene el pasajero"]),
    row!("id_jovem", ["Tem ID Jovem válida", "Holds a valid ID Jovem", "Tiene una ID Jovem válida"]),
    row!("income_proof", [
        "Tem comprovante de renda mensal de até dois salários mínimos (60 anos ou mais)",
        "Has proof of a monthly income of up to two Brazilian minimum wages (aged 60 or more)",
        "Tiene comprobante de ingresos mensuales de hasta dos salarios mínimos brasileños (60 años o más)",
    ]),
    row!("passe_livre", [
        "Tem a credencial do Passe Livre (pessoa com deficiência)",
        "Holds the Passe Livre credential (people with disabilities)",
        "Tiene la credencial del Passe Livre (persona con discapacidad)",
    ]),
    row!("occupies_seat", [
        "Ocupa uma poltrona (desmarque para criança de colo)",
        "Occupies a seat (untick for a child on a lap)",
        "Ocupa un asiento (desmarque para un niño en brazos)",
    ]),
    row!("lap_children", [
        "Outras crianças de colo com o mesmo adulto (sem contar esta)",
        "Other lap children with the same adult (not counting this one)",
        "Otros niños en brazos con el mismo adulto (sin contar a este)",
    ]),
    row!("same_day", [
        "Já pediu uma vaga de jovem para o mesmo dia e destino",
        "Already asked for a youth seat for the same day and destination",
        "Ya pidió una plaza juvenil para el mismo día y destino",
    ]),
    // the vehicle, as the ticket agent sees it
    row!("vehicle", [
        "Vagas reservadas deste horário (como o guichê vê)",
        "Reserved seats on this departure (as the ticket agent sees them)",
        "Plazas reservadas de esta salida (como las ve la ventanilla)",
    ]),
    row!("seats_offered", [
        "Este horário oferece as vagas de benefício",
        "This departure offers the benefit seats",
        "Esta salida ofrece las plazas de beneficio",
    ]),
    row!("seats_offered_hint", [
        "Desmarque só se a empresa disser que este horário não as tem: a lei as reserva em cada veículo do serviço convencional.",
        "Untick only if the carrier says this departure has none: the law reserves them on each vehicle of the conventional service.",
        "Desmarque solo si la empresa dice que esta salida no las tiene: la ley las reserva en cada vehículo del servicio convencional.",
    ]),
    row!("youth_free_taken", [
        "Vagas gratuitas de jovem já concedidas",
        "Free youth seats already taken",
        "Plazas juveniles gratuitas ya concedidas",
    ]),
    row!("youth_discount_taken", [
        "Vagas de jovem com desconto de 50\u{a0}% já concedidas",
        "Youth seats at 50\u{a0}% off already taken",
        "Plazas juveniles con 50\u{a0}% de descuento ya concedidas",
    ]),
    row!("elderly_free_taken", [
        "Vagas gratuitas de pessoa idosa já concedidas",
        "Free seats for people aged 60+ already taken",
        "Plazas gratuitas para personas mayores ya concedidas",
    ]),
    row!("passe_livre_taken", [
        "Vagas do Passe Livre já concedidas",
        "Passe Livre seats already taken",
        "Plazas del Passe Livre ya concedidas",
    ]),
    // the result
    row!("best", ["A melhor opção agora", "Your best option now", "Su mejor opción ahora"]),
    row!("none", [
        "Nenhuma gratuidade ou desconto pode ser obtido nesta viagem. Veja os motivos abaixo.",
        "No free or discounted seat can be had on this trip. See why below.",
        "No puede obtener ninguna gratuidad ni descuento en este viaje. Vea los motivos abajo.",
    ]),
    row!("none_unless", [
        "Com o que foi informado, nenhuma gratuidade ou desconto pode ser obtido nesta viagem. O que falta — {}: {}",
        "Based on what you entered, no free or discounted seat can be had on this trip. What is missing — {}: {}",
        "Con lo informado, no puede obtener ninguna gratuidad ni descuento en este viaje. Lo que falta — {}: {}",
    ]),
    row!("add_adult", [
        " Diga quem viaja com a criança em “Quem viaja junto”.",
        " Say who travels with the child under “Who travels along”.",
        " Indique quién viaja con el niño en “Quién viaja con el menor”.",
    ]),
    row!("none_yet", [
        "Nada pode ser obtido agora nesta viagem, mas um benefício ainda vai abrir — {}: peça a partir de {}.",
        "Nothing can be had now on this trip, but one benefit opens later — {}: ask from {}.",
        "Por ahora no puede obtener nada en este viaje, pero un beneficio se abrirá más adelante — {}: pídalo a partir de las {}.",
    ]),
    row!("pay", ["Você paga", "You pay", "Usted paga"]),
    row!("carrier_not_stated", [
        "Sem desconto informado pela empresa",
        "No discount stated by the carrier",
        "Sin descuento informado por la empresa",
    ]),
    row!("discount", ["{}\u{a0}% de desconto na tarifa", "{}\u{a0}% off the fare", "{}\u{a0}% de descuento en la tarifa"]),
    row!("fare_needed", [
        "informe o preço da passagem para ver o valor",
        "enter the fare to see the amount",
        "indique el precio del pasaje para ver el importe",
    ]),
    row!("ask_by", ["peça até {}", "ask by {}", "pídalo a más tardar a las {}"]),
    row!("ask_from", ["peça a partir de {}", "ask from {}", "pídalo a partir de las {}"]),
    row!("deadline_passed", [
        "o prazo garantido terminou às {}",
        "the guaranteed deadline ended at {}",
        "el plazo garantizado terminó a las {}",
    ]),
    row!("present_by", [
        "esteja no terminal de embarque até {}",
        "be at the boarding terminal by {}",
        "esté en la terminal de embarque a más tardar a las {}",
    ]),
    row!("documents", ["Documentos para levar", "Documents to bring", "Documentos que llevar"]),
    // Not "no document required": a lap child still carries its own papers
    // (the minors' section lists them).
    row!("no_documents", [
        "Nenhum documento para este benefício.",
        "No document for this benefit.",
        "Ningún documento para este beneficio.",
    ]),
    // Heads a cost left out of the seat, or (the elderly free seat by road,
    // Res. ANTT 5.856/2019) food left out beside tolls and fees included.
    row!("excludes", [
        "Taxa de embarque, pedágio e alimentação",
        "Terminal fees, tolls and food",
        "Tasa de embarque, peajes y comida",
    ]),
    row!("income_limit", [
        "Renda mensal máxima (dois salários mínimos)",
        "Monthly income ceiling (two Brazilian minimum wages)",
        "Ingreso mensual máximo (dos salarios mínimos brasileños)",
    ]),
    row!("to_know", ["Bom saber", "Good to know", "Conviene saber"]),
    row!("others", [
        "Outras opções e por que não são a melhor",
        "Other options and why they are not the best",
        "Otras opciones y por qué no son la mejor",
    ]),
    row!("all", [
        "Cada benefício e por que não se aplica",
        "Each benefit and why it does not apply",
        "Cada beneficio y por qué no corresponde",
    ]),
    // the refusal notice (Decreto 8.537/2015 art. 14, parágrafo único)
    prefix!("ui.refusal."),
    row!("open", ["Emitir aviso de recusa", "Issue a refusal notice", "Emitir aviso de rechazo"]),
    row!("title", ["Aviso de recusa de benefício", "Benefit refusal notice", "Aviso de rechazo de beneficio"]),
    row!("intro", [
        "Preencha a empresa e o local, imprima e peça ao atendente que assine. Estes dados ficam só neste aparelho.",
        "Fill in the carrier and the place, print, and ask the agent to sign the Portuguese copy; the translation is for you. These details stay on this device.",
        "Complete la empresa y el lugar, imprima y pida al empleado que firme la copia en portugués; la traducción es para usted. Estos datos quedan solo en este dispositivo.",
    ]),
    row!("carrier", ["Nome da empresa", "Carrier's name", "Nombre de la empresa"]),
    row!("place", [
        "Local do pedido (terminal, guichê, cidade)",
        "Place of the request (terminal, counter, city)",
        "Lugar del pedido (terminal, ventanilla, ciudad)",
    ]),
    row!("carrier_doc", ["Empresa", "Carrier", "Empresa"]),
    row!("place_doc", ["Local", "Place", "Lugar"]),
    row!("when", ["Data e hora do pedido", "Date and time of the request", "Fecha y hora del pedido"]),
    row!("trip", ["Viagem", "Trip", "Viaje"]),
    row!("departure", ["partida às {}", "departing at {}", "salida a las {}"]),
    row!("boarding", ["embarque do passageiro às {}", "the passenger boards at {}", "el pasajero embarca a las {}"]),
    row!("benefit", ["Benefício pedido", "Benefit requested", "Beneficio pedido"]),
    row!("status", ["Resultado", "Outcome", "Resultado"]),
    row!("reason", ["Motivo da recusa", "Reason for the refusal", "Motivo del rechazo"]),
    row!("basis", ["Base legal", "Legal basis", "Base legal"]),
    row!("duty", [
        "Decreto 8.537/2015, art. 14, parágrafo único: quando o benefício é negado, a empresa deve entregar ao solicitante documento que indique a data, a hora, o local e o motivo da recusa.",
        "Decreto 8.537/2015, art. 14, sole paragraph: when the benefit is refused, the carrier must hand the applicant a document stating the date, time, place and reason for the refusal.",
        "Decreto 8.537/2015, art. 14, párrafo único: cuando se niega el beneficio, la empresa debe entregar al solicitante un documento con la fecha, la hora, el lugar y el motivo del rechazo.",
    ]),
    row!("duty_elderly", [
        "Resolução ANTT 1.692/2006, art. 2º-A: a empresa deve, em qualquer caso, entregar ao solicitante documento que indique a data, a hora, o local e o motivo da recusa.",
        "ANTT Resolution 1.692/2006, art. 2º-A: in any case, the carrier must hand the applicant a document stating the date, time, place and reason for the refusal.",
        "Resolución ANTT 1.692/2006, art. 2º-A: la empresa debe, en cualquier caso, entregar al solicitante un documento con la fecha, la hora, el lugar y el motivo del rechazo.",
    ]),
    row!("record", [
        "Registro do pedido e da recusa, para guardar ou apresentar à ANTT (Ouvidoria da ANTT, telefone 166).",
        "A record of the request and its refusal, to keep or to show ANTT (ANTT ombudsman, phone 166).",
        "Registro del pedido y del rechazo, para guardar o presentar a la ANTT (Ouvidoria, la defensoría de la ANTT, teléfono 166).",
    ]),
    row!("translation", [
        "Tradução para o passageiro; assina-se a via em português.",
        "Translation for you; the copy to sign is the Portuguese one.",
        "Traducción para usted; se firma la copia en portugués.",
    ]),
    row!("blank", ["(não informado)", "(not given)", "(no indicado)"]),
    row!("signature", [
        "Assinatura e carimbo do representante da empresa",
        "Signature and stamp of the carrier's representative",
        "Firma y sello del representante de la empresa",
    ]),
    row!("applicant", ["Assinatura do solicitante", "Applicant's signature", "Firma del solicitante"]),
    row!("made_with", [
        "Gerado pelo Embarque a partir das informações acima.",
        "Produced by Embarque from the details above.",
        "Generado por Embarque a partir de los datos anteriores.",
    ]),
    row!("print", ["Imprimir aviso", "Print the notice", "Imprimir aviso"]),
    row!("close", ["Fechar aviso", "Close the notice", "Cerrar aviso"]),
);

#[cfg(test)]
mod tests {
    use super::MESSAGES;

    #[test]
    fn every_template_has_its_placeholder_in_every_language() {
        for (key, texts) in crate::i18n::rows(MESSAGES) {
            let n = texts[0].matches("{}").count();
            for t in texts {
                assert_eq!(t.matches("{}").count(), n, "{key}: {t}");
            }
        }
    }
}
