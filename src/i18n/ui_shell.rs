//! Labels of the page shell: the carrier's panel and policy errors, the
//! kiosk's steps and idle countdown, and the printed summary.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("ui.crash."),
    row!("title", [
        "O Embarque encontrou um erro interno. Suas respostas estão guardadas no endereço desta página.",
        "Embarque hit an internal error. Your answers are kept in this page's address.",
        "Embarque encontró un error interno. Sus respuestas se guardan en la dirección de esta página.",
    ]),
    row!("title_mounted", [
        "O Embarque encontrou um erro interno.",
        "Embarque hit an internal error.",
        "Embarque encontró un error interno.",
    ]),
    prefix!("ui.policy."),
    row!("errors", [
        "A política da transportadora tem erros e não foi aplicada; valem as regras legais padrão:",
        "The carrier's policy has errors and was not applied; the legal defaults apply:",
        "La política de la empresa tiene errores y no se aplicó; rigen las reglas legales por defecto:",
    ]),
    row!("option_errors", [
        "Algumas opções de exibição são inválidas e foram ignoradas:",
        "Some display options are invalid and were ignored:",
        "Algunas opciones de visualización no son válidas y se ignoraron:",
    ]),
    prefix!("ui.carrier."),
    row!("label", ["Transportadora", "Carrier", "Empresa de transporte"]),
    row!("phone", ["Atendimento", "Customer service", "Atención al cliente"]),
    row!("lost_and_found", ["Achados e perdidos", "Lost and found", "Objetos perdidos"]),
    row!("lines", ["Linhas", "Lines", "Líneas"]),
    prefix!("ui.kiosk."),
    row!("steps", ["Etapas", "Steps", "Pasos"]),
    // Named after what each step holds (src/ui/app.rs): the birth date and
    // the fare are asked in the first, the benefits' and the refund's own
    // questions in the last, beside their answers.
    prefix!("ui.kiosk.step."),
    row!("trip", ["Viagem e passageiro", "Trip and passenger", "Viaje y pasajero"]),
    row!("passenger", ["Bagagem, menores e animais", "Baggage, minors and animals", "Equipaje, menores y animales"]),
    row!("results", ["Gratuidades e reembolso", "Free seats and refunds", "Gratuidades y reembolsos"]),
    prefix!("ui.kiosk."),
    row!("back", ["Voltar", "Back", "Atrás"]),
    row!("next", ["Avançar", "Next", "Siguiente"]),
    row!("clear", ["Apagar meus dados", "Erase my answers", "Borrar mis datos"]),
    row!("clear_sure", ["Toque de novo para apagar", "Tap again to erase", "Toque de nuevo para borrar"]),
    row!("clear_said", [
        "Para apagar seus dados, acione este botão de novo em até 4 segundos.",
        "To erase your answers, press this button again within 4 seconds.",
        "Para borrar sus datos, pulse este botón de nuevo en menos de 4 segundos.",
    ]),
    row!("cleared", ["Seus dados foram apagados.", "Your answers were erased.", "Sus datos fueron borrados."]),
    prefix!("ui.idle."),
    row!("title", ["Ainda está aí?", "Are you still there?", "¿Sigue ahí?"]),
    row!("body", [
        "Para proteger seus dados, a tela será limpa em",
        "To protect your data, the screen will be cleared in",
        "Para proteger sus datos, la pantalla se borrará en",
    ]),
    row!("continue", ["Continuar usando", "Keep using", "Seguir usando"]),
    // The chip that leads to an answer changed out of view (src/ui/answer.rs).
    prefix!("ui.answer."),
    row!("updated", ["Resposta atualizada", "Answer updated", "Respuesta actualizada"]),
    prefix!("ui.print."),
    row!("button", ["Imprimir resumo", "Print summary", "Imprimir resumen"]),
    row!("title", ["Embarque: resumo dos seus direitos", "Embarque: summary of your rights", "Embarque: resumen de sus derechos"]),
    row!("trip", ["Viagem", "Trip", "Viaje"]),
    row!("departure", ["Partida", "Departure", "Salida"]),
    row!("boarding", ["Seu embarque", "Your boarding", "Su embarque"]),
    row!("fare", ["Preço da passagem", "Fare", "Precio del pasaje"]),
    row!("age", ["Idade na viagem", "Age on the trip", "Edad en el viaje"]),
    row!("benefit_price", ["Benefício e preço", "Benefit and price", "Beneficio y precio"]),
    row!("benefit", ["Benefício", "Benefit", "Beneficio"]),
    row!("status", ["Situação", "Status", "Situación"]),
    row!("pay", ["Você paga", "You pay", "Usted paga"]),
    row!("request_by", ["Pedir até", "Request by", "Pedir a más tardar"]),
    row!("present_by", ["Apresentar-se até", "Be at the boarding point by", "Presentarse a más tardar"]),
    row!("refund", ["Reembolso e remarcação", "Refund and rebooking", "Reembolso y reprogramación"]),
    row!("request", ["Pedido", "Request", "Pedido"]),
    row!("allowed", ["Permitido", "Allowed", "Permitido"]),
    row!("yes", ["Sim", "Yes", "Sí"]),
    row!("no", ["Não", "No", "No"]),
    row!("refund_amount", ["Valor devolvido", "Refunded", "Importe devuelto"]),
    row!("retention", ["Multa retida", "Cancellation fee kept", "Multa retenida"]),
    row!("amount_due", ["Valor a pagar", "Amount due", "Importe a pagar"]),
    row!("deadline", ["Prazo", "Deadline", "Plazo"]),
    row!("baggage", ["Bagagem", "Baggage", "Equipaje"]),
    row!("hold", ["No bagageiro", "In the hold", "En la bodega"]),
    row!("excess", ["Excesso", "Excess", "Exceso"]),
    row!("within", ["Dentro da franquia", "Within the allowance", "Dentro de la franquicia"]),
    row!("within_to_hold", ["Sim, mas parte vai no bagageiro", "Yes, but some of it goes in the hold", "Sí, pero parte va en la bodega"]),
    row!("documents", ["Documentos para levar", "Documents to bring", "Documentos que llevar"]),
    row!("documents_none", ["Documento de identidade com foto", "Photo ID", "Documento de identidad con foto"]),
    // The form's own errors (src/ui/form/), found missing by the test below.
    prefix!("ui.error."),
    row!("required", ["Preencha este campo", "Fill in this field", "Complete este campo"]),
    row!("boarding_before_departure", [
        "O embarque não pode ser antes da partida da linha",
        "Boarding cannot be before the line's departure",
        "El embarque no puede ser antes de la salida de la línea",
    ]),
    row!("not_a_number", ["Digite um número, como 12 ou 12,5", "Enter a number, such as 12 or 12.5", "Escriba un número, como 12 o 12,5"]),
    row!("not_a_count", ["Digite um número inteiro, só algarismos", "Enter a whole number, digits only", "Escriba un número entero, solo cifras"]),
    row!("comma_thousands", ["A vírgula marca os centavos: para milhares, escreva 1.500 ou 1500", "For thousands write 1500, or 1,500.00 with the centavos: a comma alone marks the centavos", "La coma marca los centavos: para miles, escriba 1.500 o 1500"]),
    row!("negative_amount", ["Digite o valor sem o sinal de menos, como 250", "Enter the amount without a minus sign, such as 250", "Escriba el importe sin el signo menos, como 250"]),
    row!("amount_too_large", ["Digite um valor de até R$\u{a0}1.000.000,00", "Enter an amount of at most R$1,000,000.00", "Escriba un importe de hasta R$\u{a0}1.000.000,00"]),
    row!("not_an_amount", ["Digite um valor em reais, como 250 ou 250,00", "Enter an amount in reais, such as 250 or 250.00", "Escriba un importe en reales, como 250 o 250,00"]),
    prefix!("ui.print."),
    row!("citations", ["Base legal", "Legal basis", "Base legal"]),
);

#[cfg(test)]
mod tests {
    use crate::i18n::{lookup, Locale};
    use std::path::{Path, PathBuf};

    /// Every `"ui.…"` string literal of the UI sources that is a whole key
    /// (not a prefix such as `"ui.country."` nor a `format!` pattern).
    fn ui_keys_in(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
        entries.sort_by_key(|e| e.path());
        for e in entries {
            let path = e.path();
            if path.is_dir() {
                ui_keys_in(&path, out);
                continue;
            }
            if path.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let mut rest = text.as_str();
            while let Some(i) = rest.find("\"ui.") {
                let after = &rest[i + 1..];
                let end = after
                    .find(|c: char| {
                        !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.')
                    })
                    .unwrap_or(after.len());
                let key = &after[..end];
                // A prefix (`prefix="ui.country"`) names a family, not a key.
                let family = crate::i18n::all_keys().any(|k| k.starts_with(&format!("{key}.")));
                let whole = lookup(Locale::PtBr, key).is_some() || !family;
                if after[end..].starts_with('"') && !key.ends_with('.') && whole {
                    out.push((path.clone(), key.to_string()));
                }
                rest = &after[end..];
            }
        }
    }

    #[test]
    fn every_ui_key_used_in_the_sources_has_a_message_in_every_language() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
        let mut keys = Vec::new();
        ui_keys_in(&root, &mut keys);
        assert!(
            keys.len() > 50,
            "found only {} keys: is the scan broken?",
            keys.len()
        );
        let mut missing = Vec::new();
        for (path, key) in &keys {
            for l in Locale::ALL {
                if lookup(l, key).is_none_or(|m| m.trim().is_empty()) {
                    missing.push(format!("{}: {key} ({l:?})", path.display()));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "keys without a message:\n{}",
            missing.join("\n")
        );
    }

    #[test]
    fn the_shell_speaks_three_languages() {
        for (key, msgs) in crate::i18n::rows(super::MESSAGES) {
            for m in msgs {
                assert!(!m.trim().is_empty(), "{key}");
            }
            assert_ne!(msgs[0], msgs[1], "{key}: English equals Portuguese");
        }
    }
}
