//! Minors messages: requirements, reasons, documents, signers and rules of
//! `rules::minors`.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("minors.requirement."),
    row!("none", ["Nenhuma autorização", "No authorization needed", "Ninguna autorización"]),
    row!("documents_only", ["Somente documentos", "Documents only", "Solo documentos"]),
    row!("relative_with_proof", [
        "Parente com comprovação do parentesco",
        "Relative with proof of kinship",
        "Pariente con prueba del parentesco",
    ]),
    // Who signs is said beside it (either parent at home, both or the
    // other one abroad): "do pai, da mãe" headed a list asking for both.
    row!("parental_authorization", [
        "Autorização por escrito dos pais ou do responsável",
        "Written authorization from the parents or the guardian",
        "Autorización escrita de los padres o del responsable",
    ]),
    row!("judicial_authorization", ["Autorização judicial", "Judicial authorization", "Autorización judicial"]),
    prefix!("minors.rule."),
    row!("eca_83_original", [
        "ECA, art. 83, redação original (crianças até 12 anos incompletos)",
        "ECA art. 83, original text (children under 12)",
        "ECA art. 83, texto original (niños menores de 12 años)",
    ]),
    row!("eca_83_lei_13812_2019", [
        "ECA, art. 83, com a redação da Lei 13.812/2019 (menores de 16 anos)",
        "ECA art. 83 as amended by Lei 13.812/2019 (under 16)",
        "ECA art. 83, según la Lei 13.812/2019 (menores de 16 años)",
    ]),
    row!("eca_84_85_cnj_res_131_2011", [
        "ECA, arts. 84 e 85, e Resolução CNJ 131/2011 (viagem ao exterior)",
        "ECA arts. 84 and 85 and CNJ Res. 131/2011 (trips abroad)",
        "ECA arts. 84 y 85 y Resolución CNJ 131/2011 (viajes al exterior)",
    ]),
    prefix!("minors.reason."),
    row!("under_threshold", [
        "Abaixo da idade-limite na data da viagem: para sair da comarca onde mora, a lei exige companhia ou autorização.",
        "Under the age limit on the trip date: to leave the comarca where they live, the law requires an accompanying adult or an authorization.",
        "Por debajo de la edad límite en la fecha del viaje: para salir de la comarca donde vive, la ley exige compañía o autorización.",
    ]),
    row!("at_or_above_threshold", [
        "Nesta idade, na data da viagem, viaja pelo Brasil sem autorização, com o próprio documento de identidade.",
        "At this age, on the trip date, travels in Brazil without an authorization, with their own ID.",
        "A esta edad, en la fecha del viaje, viaja por Brasil sin autorización, con su propio documento.",
    ]),
    row!("does_not_leave_comarca", [
        "A viagem não sai da comarca onde o menor mora: não há autorização a apresentar.",
        "The trip does not leave the comarca where the minor lives: no authorization is asked.",
        "El viaje no sale de la comarca donde vive el menor: no se exige autorización.",
    ]),
    row!("contiguous_comarca_same_state", [
        "Comarca vizinha à de residência, no mesmo estado: a autorização é dispensada.",
        "A comarca bordering the home one, in the same state: no authorization is needed.",
        "Comarca vecina a la de residencia, en el mismo estado: no se exige autorización.",
    ]),
    row!("same_metropolitan_region", [
        "Dentro da mesma região metropolitana: a autorização é dispensada.",
        "Within the same metropolitan region: no authorization is needed.",
        "Dentro de la misma región metropolitana: no se exige autorización.",
    ]),
    row!("with_parent_or_guardian", [
        "Viaja com o pai, a mãe ou o responsável legal.",
        "Travels with the father, the mother or the legal guardian.",
        "Viaja con el padre, la madre o el responsable legal.",
    ]),
    row!("with_adult_relative", [
        "Viaja com parente maior de idade até o terceiro grau (avós, bisavós, irmãos, tios, sobrinhos).",
        "Travels with an adult relative up to the third degree (grandparents, great-grandparents, siblings, uncles or aunts, nephews or nieces).",
        "Viaja con un pariente mayor de edad hasta el tercer grado (abuelos, bisabuelos, hermanos, tíos, sobrinos).",
    ]),
    row!("kinship_not_proved", [
        "O parentesco precisa ser comprovado por documentos (por exemplo, certidões de nascimento).",
        "The kinship must be proved by documents (for example, birth certificates).",
        "El parentesco debe probarse con documentos (por ejemplo, partidas de nacimiento).",
    ]),
    row!("with_other_adult", [
        "Viaja com outro adulto, que precisa estar autorizado pelo pai, pela mãe ou pelo responsável.",
        "Travels with another adult, who must be authorized by the father, the mother or the guardian.",
        "Viaja con otro adulto, que debe estar autorizado por el padre, la madre o el responsable.",
    ]),
    row!("with_other_adult_abroad", [
        "Viaja ao exterior com um adulto que não é o pai nem a mãe (um avô ou uma avó também): os dois pais, ou o responsável, precisam autorizar.",
        "Travels abroad with an adult who is neither parent (a grandparent too): both parents, or the guardian, must authorize.",
        "Viaja al exterior con un adulto que no es el padre ni la madre (un abuelo o una abuela también): ambos padres, o el responsable, deben autorizar.",
    ]),
    row!("travelling_alone", ["Viaja desacompanhado.", "Travels alone.", "Viaja solo."]),
    row!("daer_order_asks_a_judge", [
        "A ordem do DAER (2002) pede autorização judicial; a Resolução CNJ 295/2019, nacional e posterior, aceita a dos pais: leve-a e, se a empresa exigir a do juiz, mostre a resolução.",
        "DAER's order (2002) asks for a judge's authorization; CNJ Resolution 295/2019, national and later, accepts the parents': bring it and, if the carrier asks for a judge's, show the resolution.",
        "La orden del DAER (2002) pide autorización judicial; la Resolución CNJ 295/2019, nacional y posterior, acepta la de los padres: llévela y, si la empresa exige la del juez, muestre la resolución.",
    ]),
    row!("companion_not_adult", [
        "Quem acompanha é menor de idade: para a lei, o menor viaja desacompanhado.",
        "The companion is under age: legally, the minor travels alone.",
        "Quien acompaña es menor de edad: para la ley, el menor viaja solo.",
    ]),
    row!("alone_needs_judge_before_cnj_res_295", [
        "Antes de 13/09/2019 (Resolução CNJ 295), viajar desacompanhado exigia autorização judicial.",
        "Before 13 September 2019 (CNJ Res. 295), travelling alone required a judicial authorization.",
        "Antes del 13/09/2019 (Resolución CNJ 295), viajar solo exigía autorización judicial.",
    ]),
    row!("authorization_missing", [
        "A autorização ainda não foi informada.",
        "The authorization has not been entered yet.",
        "Todavía no indicó que tiene la autorización.",
    ]),
    row!("authorized_to_travel_alone", [
        "O pai, a mãe ou o responsável autorizou a viagem desacompanhada: a autorização vale também com este acompanhante.",
        "A parent or the guardian authorized the child to travel alone: that authorization also covers travelling with this companion.",
        "El padre, la madre o el responsable autorizó el viaje sin acompañante: la autorización vale también con este acompañante.",
    ]),
    row!("judge_may_grant_two_year_authorization", [
        "A pedido dos pais ou do responsável, o juiz pode conceder autorização válida por dois anos.",
        "On the parents' or guardian's request, the judge may grant an authorization valid for two years.",
        "A pedido de los padres o del responsable, el juez puede conceder una autorización válida por dos años.",
    ]),
    row!("carry_original_documents", [
        "Leve os documentos originais.",
        "Carry the original documents.",
        "Lleve los documentos originales.",
    ]),
    row!("with_both_parents_or_guardian", [
        "Viaja ao exterior com ambos os pais ou com o responsável: não precisa de autorização judicial.",
        "Travels abroad with both parents or the guardian: no judicial authorization is needed.",
        "Viaja al exterior con ambos padres o con el responsable: no necesita autorización judicial.",
    ]),
    row!("returns_home_with_one_parent", [
        "Mora no exterior e volta com um dos pais: não precisa de autorização escrita; basta o atestado de residência do consulado, com o documento de viagem.",
        "Lives abroad and goes back with one parent: no written authorization; the consulate's certificate of residence and the travel document are enough.",
        "Vive en el exterior y vuelve con uno de los padres: no necesita autorización escrita; basta el certificado de residencia del consulado, con el documento de viaje.",
    ]),
    row!("with_one_parent", [
        "Viaja ao exterior com um dos pais: o outro precisa autorizar expressamente.",
        "Travels abroad with one parent: the other must expressly authorize it.",
        "Viaja al exterior con uno de los padres: el otro debe autorizarlo expresamente.",
    ]),
    row!("other_parent_authorization_missing", [
        "Falta a autorização do outro genitor (com firma reconhecida, eletrônica pelo e-Notariado ou escrita no passaporte).",
        "The other parent's authorization (notarized, electronic through e-Notariado, or written in the passport) is missing.",
        "Falta la autorización del otro progenitor (con firma certificada, electrónica por e-Notariado o escrita en el pasaporte).",
    ]),
    row!("both_parents_authorization_missing", [
        "Falta a autorização de ambos os pais (com firma reconhecida, eletrônica pelo e-Notariado ou escrita no passaporte).",
        "Both parents' authorization (notarized, electronic through e-Notariado, or written in the passport) is missing.",
        "Falta la autorización de ambos padres (con firma certificada, electrónica por e-Notariado o escrita en el pasaporte).",
    ]),
    row!("foreign_resident_abroad_needs_judge", [
        "Menor nascido no Brasil só sai do país com estrangeiro residente no exterior com autorização judicial prévia.",
        "A minor born in Brazil leaves the country with a foreigner resident abroad only with prior judicial authorization.",
        "Un menor nacido en Brasil solo sale del país con un extranjero residente en el exterior con autorización judicial previa.",
    ]),
    row!("mercosur_id_accepted", [
        "Pelo acordo do Mercosul, o destino aceita também a carteira de identidade nacional de cidadão de um país do Mercosul (no Brasil, o RG).",
        "Under the Mercosur agreement, the destination also accepts the national identity card of a citizen of a Mercosur country (in Brazil, the RG).",
        "Por el acuerdo del Mercosur, el destino acepta también el documento nacional de identidad de un ciudadano de un país del Mercosur (en Brasil, el RG).",
    ]),
    row!("id_in_good_condition", [
        "A carteira de identidade deve estar em bom estado e com foto que permita a identificação.",
        "The identity card must be in good condition, with a photo that allows identification.",
        "La cédula debe estar en buen estado y con una foto que permita la identificación.",
    ]),
    row!("passport_always_accepted", [
        "O passaporte é sempre aceito.",
        "A passport is always accepted.",
        "El pasaporte siempre se acepta.",
    ]),
    row!("passport_required", [
        "Para este destino, leve o passaporte.",
        "For this destination, carry a passport.",
        "Para este destino, lleve el pasaporte.",
    ]),
    row!("destination_not_given", [
        "Informe o país de destino para saber se a carteira de identidade basta.",
        "Enter the destination country to see whether the identity card is enough.",
        "Indique el país de destino para saber si basta la cédula de identidad.",
    ]),
    prefix!("minors.document."),
    row!("minor_birth_certificate_or_id", [
        "Certidão de nascimento ou documento de identidade do menor (original)",
        "The minor's birth certificate or ID (original)",
        "Partida de nacimiento o documento de identidad del menor (original)",
    ]),
    row!("minor_photo_id", [
        "Documento de identidade do menor, com foto",
        "The minor's photo ID",
        "Documento de identidad del menor, con foto",
    ]),
    row!("companion_photo_id", [
        "Documento de identidade com foto de quem acompanha",
        "The companion's photo ID",
        "Documento de identidad con foto de quien acompaña",
    ]),
    row!("guardianship_papers", [
        "Termo de guarda ou de tutela",
        "Guardianship papers",
        "Documento de guarda o tutela",
    ]),
    row!("kinship_documents", [
        "Documentos que comprovem o parentesco",
        "Documents proving the kinship",
        "Documentos que prueben el parentesco",
    ]),
    row!("parental_authorization", [
        "Autorização de viagem do pai, da mãe ou do responsável",
        "Travel authorization from the father, the mother or the guardian",
        "Autorización de viaje del padre, la madre o el responsable",
    ]),
    row!("parental_authorization_abroad", [
        "Autorização de viagem ao exterior, assinada por quem consta em “Quem assina”",
        "Authorization to travel abroad, signed by those under “Who signs”",
        "Autorización de viaje al exterior, firmada por quienes constan en “Quién firma”",
    ]),
    row!("judicial_authorization", [
        "Autorização judicial (Vara da Infância e da Juventude)",
        "Judicial authorization (Childhood and Youth Court)",
        "Autorización judicial (Juzgado de la Infancia y la Juventud)",
    ]),
    row!("minor_travel_document", [
        "Documento de viagem do menor (passaporte ou identidade aceita no destino)",
        "The minor's travel document (passport or an ID the destination accepts)",
        "Documento de viaje del menor (pasaporte o identidad aceptada en el destino)",
    ]),
    row!("companion_travel_document", [
        "Documento de viagem de quem acompanha",
        "The companion's travel document",
        "Documento de viaje de quien acompaña",
    ]),
    row!("public_deed", ["Escritura pública", "Public deed", "Escritura pública"]),
    row!("private_document_notarized_signature", [
        "Documento particular com firma reconhecida",
        "Private document with a notarized signature",
        "Documento privado con firma certificada",
    ]),
    row!("private_document_notarized_two_originals", [
        "Documento com firma reconhecida, em duas vias originais",
        "Notarized document, in two original copies",
        "Documento con firma certificada, en dos originales",
    ]),
    row!("written_in_passport", [
        "Autorização escrita no passaporte",
        "Authorization written in the passport",
        "Autorización escrita en el pasaporte",
    ]),
    row!("electronic_aev", [
        "Autorização Eletrônica de Viagem (AEV), pelo e-Notariado",
        "Electronic Travel Authorization (AEV), through e-Notariado",
        "Autorización Electrónica de Viaje (AEV), por e-Notariado",
    ]),
    row!("passport", ["Passaporte", "Passport", "Pasaporte"]),
    row!("consular_residence_certificate", [
        "Atestado de residência no exterior, emitido por consulado brasileiro há menos de dois anos",
        "Certificate of residence abroad from a Brazilian consulate, issued less than two years ago",
        "Certificado de residencia en el exterior de un consulado brasileño, emitido hace menos de dos años",
    ]),
    // The minor's own country's card: an Argentine child's is its DNI, not
    // an RG (an international passengers' pass).
    row!("national_id_rg", [
        "Carteira de identidade nacional em bom estado (no Brasil, o RG)",
        "National identity card in good condition (in Brazil, the RG)",
        "Documento nacional de identidad en buen estado (en Brasil, el RG)",
    ]),
    prefix!("minors.signer."),
    row!("either_parent", ["O pai ou a mãe", "Either parent", "El padre o la madre"]),
    row!("guardian", ["O responsável legal", "The legal guardian", "El responsable legal"]),
    row!("both_parents", ["Ambos os pais", "Both parents", "Ambos padres"]),
    row!("other_parent", [
        "O genitor que não viaja",
        "The parent who does not travel",
        "El progenitor que no viaja",
    ]),
    row!("judge", ["O juiz da infância e da juventude", "The childhood and youth judge", "El juez de la infancia y la juventud"]),
);

#[cfg(test)]
mod tests {
    use crate::i18n::tests::assert_keys;
    use crate::rules::minors::{Document, Reason, Requirement, Rule, Signer};

    #[test]
    fn every_minors_key_has_a_message_in_every_language() {
        assert_keys("minors", "requirement", Requirement::KEYS);
        assert_keys("minors", "reason", Reason::KEYS);
        assert_keys("minors", "document", Document::KEYS);
        assert_keys("minors", "signer", Signer::KEYS);
        assert_keys("minors", "rule", Rule::KEYS);
    }
}
