//! Labels of the page shell: the carrier's panel and policy errors, the
//! kiosk's steps and idle countdown, and the printed summary.

use super::Catalogue;

pub const MESSAGES: Catalogue = &[
    row!("ui.crash.title", [
        "O Embarque encontrou um erro interno. Suas respostas estão guardadas no endereço desta página.",
        "Embarque hit an internal error. Your answers are kept in this page's address.",
        "Embarque encontró un error interno. Sus respuestas se guardan en la dirección de esta página.",
    ]),
    row!("ui.policy.errors", [
        "A política da transportadora tem erros e não foi aplicada; valem as regras legais padrão:",
        "The carrier's policy has errors and was not applied; the legal defaults apply:",
        "La política de la empresa tiene errores y no se aplicó; rigen las reglas legales por defecto:",
    ]),
    row!("ui.carrier.label", ["Transportadora", "Carrier", "Empresa de transporte"]),
    row!("ui.carrier.phone", ["Atendimento", "Customer service", "Atención al cliente"]),
    row!("ui.carrier.lost_and_found", ["Achados e perdidos", "Lost and found", "Objetos perdidos"]),
    row!("ui.carrier.lines", ["Linhas", "Lines", "Líneas"]),
    row!("ui.kiosk.steps", ["Etapas", "Steps", "Pasos"]),
    // Named after what each step holds (src/ui/app.rs): the birth date and
    // the fare are asked in the first, the benefits' and the refund's own
    // questions in the last, beside their answers.
    row!("ui.kiosk.step.trip", ["Viagem e passageiro", "Trip and passenger", "Viaje y pasajero"]),
    row!("ui.kiosk.step.passenger", ["Bagagem, menores e animais", "Baggage, minors and animals", "Equipaje, menores y animales"]),
    row!("ui.kiosk.step.results", ["Gratuidades e reembolso", "Free seats and refunds", "Gratuidades y reembolsos"]),
    row!("ui.kiosk.back", ["Voltar", "Back", "Atrás"]),
    row!("ui.kiosk.next", ["Avançar", "Next", "Siguiente"]),
    row!("ui.idle.title", ["Ainda está aí?", "Are you still there?", "¿Sigue ahí?"]),
    row!("ui.idle.body", [
        "Para proteger seus dados, a tela será limpa em",
        "To protect your data, the screen will be cleared in",
        "Para proteger sus datos, la pantalla se borrará en",
    ]),
    row!("ui.idle.continue", ["Continuar usando", "Keep using", "Seguir usando"]),
    row!("ui.print.button", ["Imprimir resumo", "Print summary", "Imprimir resumen"]),
    row!("ui.print.title", ["Embarque: resumo dos seus direitos", "Embarque: summary of your rights", "Embarque: resumen de sus derechos"]),
    row!("ui.print.trip", ["Viagem", "Trip", "Viaje"]),
    row!("ui.print.departure", ["Partida", "Departure", "Salida"]),
    row!("ui.print.boarding", ["Seu embarque", "You board", "Su embarque"]),
    row!("ui.print.fare", ["Preço da passagem", "Fare", "Precio del pasaje"]),
    row!("ui.print.age", ["Idade na viagem", "Age on the trip", "Edad en el viaje"]),
    row!("ui.print.benefit_price", ["Benefício e preço", "Benefit and price", "Beneficio y precio"]),
    row!("ui.print.benefit", ["Benefício", "Benefit", "Beneficio"]),
    row!("ui.print.status", ["Situação", "Status", "Situación"]),
    row!("ui.print.pay", ["Você paga", "You pay", "Usted paga"]),
    row!("ui.print.request_by", ["Pedir até", "Request by", "Pedir hasta"]),
    row!("ui.print.present_by", ["Apresentar-se até", "Be at the boarding point by", "Presentarse hasta"]),
    row!("ui.print.none", ["Nenhum", "None", "Ninguno"]),
    row!("ui.print.refund", ["Reembolso e remarcação", "Refund and rebooking", "Reembolso y cambio"]),
    row!("ui.print.request", ["Pedido", "Request", "Pedido"]),
    row!("ui.print.allowed", ["Permitido", "Allowed", "Permitido"]),
    row!("ui.print.yes", ["Sim", "Yes", "Sí"]),
    row!("ui.print.no", ["Não", "No", "No"]),
    row!("ui.print.refund_amount", ["Valor devolvido", "Refunded", "Importe devuelto"]),
    row!("ui.print.retention", ["Multa retida", "Fee kept", "Multa retenida"]),
    row!("ui.print.amount_due", ["Valor a pagar", "Amount due", "Importe a pagar"]),
    row!("ui.print.deadline", ["Prazo", "Deadline", "Plazo"]),
    row!("ui.print.baggage", ["Bagagem", "Baggage", "Equipaje"]),
    row!("ui.print.hold", ["No bagageiro", "In the hold", "En la bodega"]),
    row!("ui.print.excess", ["Excesso", "Excess", "Exceso"]),
    row!("ui.print.fee", ["Valor do excesso", "Excess fee", "Importe del exceso"]),
    row!("ui.print.within", ["Dentro da franquia", "Within the allowance", "Dentro de la franquicia"]),
    row!("ui.print.documents", ["Documentos para levar", "Documents to bring", "Documentos que llevar"]),
    row!("ui.print.documents_none", ["Documento de identidade com foto", "Photo ID", "Documento de identidad con foto"]),
    // The form's own errors (src/ui/form.rs), found missing by the test below.
    row!("ui.error.required", ["Preencha este campo", "Fill in this field", "Complete este campo"]),
    row!("ui.error.boarding_before_departure", [
        "O embarque não pode ser antes da partida da linha",
        "Boarding cannot be before the line's departure",
        "El embarque no puede ser antes de la salida de la línea",
    ]),
    row!("ui.error.not_a_number", ["Digite um número, como 12 ou 12,5", "Enter a number, such as 12 or 12.5", "Escriba un número, como 12 o 12,5"]),
    row!("ui.error.not_a_count", ["Digite um número inteiro, como 12", "Enter a whole number, such as 12", "Escriba un número entero, como 12"]),
    row!("ui.error.amount_too_large", ["Digite um valor de até R$\u{a0}1.000.000,00", "Enter an amount of at most R$1,000,000.00", "Escriba un importe de hasta R$\u{a0}1.000.000,00"]),
    row!("ui.error.not_an_amount", ["Digite um valor em reais, como 250 ou 250,00", "Enter an amount in reais, such as 250 or 250.00", "Escriba un importe en reales, como 250 o 250,00"]),
    row!("ui.print.citations", ["Base legal", "Legal basis", "Base legal"]),
];

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
