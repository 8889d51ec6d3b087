//! Labels of the page sections for minors, pets, notices and the law texts
//! (`src/ui/{minors,pets,notices,laws}.rs`), and of the select options they
//! show (relations, species, destination countries).

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("ui.law."),
    row!("catalogue_title", ["Normas citadas", "Instruments cited", "Normas citadas"]),
    row!("english", ["(tradução em inglês)", "(English translation)", "(traducción al inglés)"]),
    row!("catalogue_note", [
        "Toda norma que o Embarque cita. O texto integral das que não estão acima não vem na página da transportadora: consulte a fonte oficial (leis e decretos: www.planalto.gov.br; resoluções da ANTT: www.antt.gov.br).",
        "Every instrument Embarque cites. The full text of those not carried above is not on the carrier's page: see the official source (laws and decrees: www.planalto.gov.br; ANTT resolutions: www.antt.gov.br).",
        "Toda norma que Embarque cita. El texto completo de las que no están arriba no viene en la página de la empresa: consulte la fuente oficial (leyes y decretos: www.planalto.gov.br; resoluciones de la ANTT: www.antt.gov.br).",
    ]),
    prefix!("ui.section."),
    row!("minors", ["Viagem de criança ou adolescente", "Children and adolescents travelling", "Viaje de niños y adolescentes"]),
    row!("pets", ["Animais", "Animals", "Animales"]),
    row!("notices", ["Antes de embarcar", "Before boarding", "Antes de embarcar"]),
    row!("laws", ["Legislação", "Legislation", "Legislación"]),
    // minors
    prefix!("ui.minor."),
    row!("no_birth", [
        "Informe a data de nascimento do passageiro para ver o que a lei exige de quem viaja com menos de 18 anos.",
        "Enter the passenger's date of birth to see what the law asks of travellers under 18.",
        "Indique la fecha de nacimiento del pasajero para ver lo que la ley exige a quien viaja con menos de 18 años.",
    ]),
    row!("adult", [
        "O passageiro tem 18 anos ou mais na data da viagem: não há regras de viagem de menores. Para uma criança ou um adolescente que viaja com você, preencha a data de nascimento dele: cada passageiro à parte.",
        "The passenger is 18 or older on the trip date: the rules for minors do not apply. For a child or teenager travelling with you, enter their date of birth: one passenger at a time.",
        "El pasajero tiene 18 años o más en la fecha del viaje: no hay reglas de viaje de menores. Para un niño o adolescente que viaja con usted, indique su fecha de nacimiento: cada pasajero por separado.",
    ]),
    row!("where", ["Para onde vai", "Where the trip goes", "Adónde va"]),
    row!("where_abroad", ["Viagem ao exterior", "Trip abroad", "Viaje al exterior"]),
    row!("leaves_comarca", [
        "A viagem sai da comarca onde o menor mora",
        "The trip leaves the comarca (judicial district) where the minor lives",
        "El viaje sale de la comarca (circunscripción judicial) donde vive el menor",
    ]),
    row!("contiguous", [
        "O destino é comarca vizinha, no mesmo estado",
        "The destination is a neighbouring comarca in the same state",
        "El destino es una comarca vecina, en el mismo estado",
    ]),
    row!("metro", [
        "Origem e destino na mesma região metropolitana",
        "Origin and destination in the same metropolitan region",
        "Origen y destino en la misma región metropolitana",
    ]),
    row!("country", ["País de destino", "Destination country", "País de destino"]),
    row!("born_in_brazil", ["O menor nasceu no Brasil", "The minor was born in Brazil", "El menor nació en Brasil"]),
    row!("resides_abroad", [
        "O menor mora no exterior e volta para o país onde mora",
        "The minor lives abroad and is going back to that country",
        "El menor vive en el exterior y vuelve al país donde vive",
    ]),
    row!("companions", ["Quem viaja junto", "Who travels along", "Quién viaja con el menor"]),
    row!("companions_none", [
        "Ninguém: o menor viaja desacompanhado. Adicione quem vai junto, se houver.",
        "Nobody: the minor travels alone. Add whoever goes along, if anyone.",
        "Nadie: el menor viaja solo. Añada a quien lo acompaña, si hay alguien.",
    ]),
    row!("companion", ["Acompanhante", "Companion", "Acompañante"]),
    row!("companion_add", ["Adicionar acompanhante", "Add a companion", "Añadir acompañante"]),
    row!("companion_remove", ["Remover acompanhante", "Remove companion", "Quitar acompañante"]),
    row!("relation", ["Parentesco com o menor", "Relation to the minor", "Parentesco con el menor"]),
    row!("companion_age", ["Idade do acompanhante", "Companion's age", "Edad del acompañante"]),
    row!("kinship_proof", [
        "Leva documentos que comprovam o parentesco",
        "Carries documents proving the kinship",
        "Lleva documentos que prueban el parentesco",
    ]),
    row!("parental_authorization", [
        "Tem autorização do pai, da mãe ou do responsável para levar o menor",
        "Has the father's, the mother's or the guardian's authorization to take the minor",
        "Tiene autorización del padre, la madre o el responsable para llevar al menor",
    ]),
    row!("other_parent", [
        "Tem a autorização do outro genitor (firma reconhecida, eletrônica ou no passaporte)",
        "Has the other parent's authorization (notarized, electronic or written in the passport)",
        "Tiene la autorización del otro progenitor (firma certificada, electrónica o en el pasaporte)",
    ]),
    row!("foreign_resident", [
        "É estrangeiro(a) residente no exterior",
        "Is a foreigner resident abroad",
        "Es extranjero(a) residente en el exterior",
    ]),
    row!("papers", ["Autorizações que o menor já tem", "Authorizations the minor already has", "Autorizaciones que el menor ya tiene"]),
    row!("alone_authorization", [
        "Viaja desacompanhado com autorização do pai, da mãe ou do responsável",
        "Travels alone with a parent's or the guardian's authorization",
        "Viaja solo con autorización del padre, la madre o el responsable",
    ]),
    row!("both_parents", [
        "Ambos os pais (ou o responsável) autorizaram a viagem ao exterior",
        "Both parents (or the guardian) authorized the trip abroad",
        "Ambos padres (o el responsable) autorizaron el viaje al exterior",
    ]),
    row!("judicial", ["Tem autorização judicial", "Has a judicial authorization", "Tiene autorización judicial"]),
    row!("requirement", ["O que a lei exige", "What the law requires", "Lo que exige la ley"]),
    row!("satisfied", [
        "Cumprido: com o que foi informado, a viagem está de acordo com a lei.",
        "Met: with what you entered, the trip is lawful.",
        "Cumplido: con lo informado, el viaje está de acuerdo con la ley.",
    ]),
    row!("not_satisfied", [
        "Ainda não cumprido: falta o que está indicado abaixo.",
        "Not met yet: what is missing is shown below.",
        "Todavía no cumplido: falta lo que se indica abajo.",
    ]),
    row!("satisfied_by", ["Cumprido por", "Met by", "Cumplido por"]),
    row!("documents", ["Documentos para levar", "Documents to bring", "Documentos que llevar"]),
    row!("who_signs", ["Quem assina", "Who signs", "Quién firma"]),
    row!("who_signs_either", ["Quem assina (uma das opções)", "Who signs (one of these options)", "Quién firma (una de las opciones)"]),
    row!("forms", [
        "Formas aceitas da autorização (qualquer uma)",
        "Accepted forms of the authorization (any one)",
        "Formas aceptadas de la autorización (cualquiera)",
    ]),
    row!("validity", [
        "Validade da autorização dos pais que não indica prazo",
        "Validity of a parents' authorization that states no period",
        "Validez de la autorización de los padres que no indica plazo",
    ]),
    row!("judicial_validity", [
        "Autorização judicial a pedido dos pais: válida por até",
        "Judicial authorization on the parents' request: valid for up to",
        "Autorización judicial a pedido de los padres: válida por hasta",
    ]),
    row!("alternatives", ["Outras formas de viajar legalmente", "Other lawful ways to travel", "Otras formas de viajar legalmente"]),
    row!("accepted_ids", [
        "Documentos de identidade aceitos no destino",
        "Identity documents the destination accepts",
        "Documentos de identidad aceptados en el destino",
    ]),
    row!("rule", ["Texto legal aplicado", "Legal text applied", "Texto legal aplicado"]),
    row!("threshold", [
        "Idade a partir da qual a lei deixa de exigir companhia ou autorização, na data da viagem",
        "Age from which the law no longer requires a companion or an authorization, on the trip date",
        "Edad a partir de la cual la ley deja de exigir compañía o autorización, en la fecha del viaje",
    ]),
    row!("months", ["meses", "months", "meses"]),
    row!("years", ["anos", "years", "años"]),
    // relations (rules::query::Relation)
    prefix!("ui.relation."),
    row!("mother", ["Mãe", "Mother", "Madre"]),
    row!("father", ["Pai", "Father", "Padre"]),
    row!("guardian", ["Tutor ou guardião legal", "Legal guardian", "Tutor legal"]),
    row!("grandparent", ["Avó ou avô", "Grandparent", "Abuela o abuelo"]),
    row!("great_grandparent", ["Bisavó ou bisavô", "Great-grandparent", "Bisabuela o bisabuelo"]),
    row!("sibling", ["Irmã ou irmão", "Sibling", "Hermana o hermano"]),
    row!("uncle_aunt", ["Tia ou tio", "Aunt or uncle", "Tía o tío"]),
    row!("nephew_niece", ["Sobrinha ou sobrinho", "Niece or nephew", "Sobrina o sobrino"]),
    row!("other_adult", ["Outro adulto", "Another adult", "Otro adulto"]),
    // destination countries (ISO 3166)
    prefix!("ui.country."),
    row!("none", ["Não informado", "Not given", "No indicado"]),
    row!("AR", ["Argentina", "Argentina", "Argentina"]),
    row!("BO", ["Bolívia", "Bolivia", "Bolivia"]),
    row!("CL", ["Chile", "Chile", "Chile"]),
    row!("CO", ["Colômbia", "Colombia", "Colombia"]),
    row!("EC", ["Equador", "Ecuador", "Ecuador"]),
    row!("GY", ["Guiana", "Guyana", "Guyana"]),
    row!("PE", ["Peru", "Peru", "Perú"]),
    row!("PY", ["Paraguai", "Paraguay", "Paraguay"]),
    row!("SR", ["Suriname", "Suriname", "Surinam"]),
    row!("UY", ["Uruguai", "Uruguay", "Uruguay"]),
    row!("VE", ["Venezuela", "Venezuela", "Venezuela"]),
    row!("US", ["Estados Unidos", "United States", "Estados Unidos"]),
    row!("PT", ["Portugal", "Portugal", "Portugal"]),
    row!("ES", ["Espanha", "Spain", "España"]),
    row!("FR", ["França", "France", "Francia"]),
    row!("IT", ["Itália", "Italy", "Italia"]),
    row!("DE", ["Alemanha", "Germany", "Alemania"]),
    // pets
    prefix!("ui.pet."),
    row!("on_board", ["Animais com passagem já vendida nesta viagem", "Animals already booked on this departure", "Animales con pasaje ya vendido en este viaje"]),
    row!("on_board_hint", [
        "No RS, cada ônibus leva até dois animais: tem direito quem paga primeiro.",
        "In RS each bus carries up to two animals: first to pay, first served.",
        "En RS cada autobús lleva hasta dos animales: tiene derecho quien paga primero.",
    ]),
    row!("none", [
        "Nenhum animal. Adicione o seu para ver se pode viajar.",
        "No animals. Add yours to see whether it may travel.",
        "Ningún animal. Añada el suyo para ver si puede viajar.",
    ]),
    row!("add", ["Adicionar animal", "Add an animal", "Añadir animal"]),
    row!("remove", ["Remover animal", "Remove animal", "Quitar animal"]),
    row!("item", ["Animal", "Animal", "Animal"]),
    row!("items", ["Animais", "Animals", "Animales"]),
    row!("species", ["Espécie", "Species", "Especie"]),
    row!("weight", ["Peso do animal (kg)", "Animal's weight (kg)", "Peso del animal (kg)"]),
    row!("vaccinated", ["Vacinação em dia na caderneta", "Vaccination card up to date", "Vacunación al día en la libreta"]),
    row!("vet_certificate", ["Atestado veterinário de boa saúde", "Vet's health certificate", "Certificado veterinario de buena salud"]),
    row!("container", ["Em caixa de transporte padrão, própria", "In its own standard pet crate", "En su propia caja de transporte estándar"]),
    row!("sedated", ["Sedado para a viagem", "Sedated for the trip", "Sedado para el viaje"]),
    row!("guide_dog", ["É cão-guia (passageiro cego ou com baixa visão)", "It is a guide dog (passenger who is blind or has low vision)", "Es perro guía (pasajero ciego o con baja visión)"]),
    prefix!("ui.pet.verdict."),
    row!("allowed", ["Pode viajar", "May travel", "Puede viajar"]),
    row!("refused", ["Não pode viajar", "May not travel", "No puede viajar"]),
    row!("vaccination", ["Só com a vacinação em dia", "Only with its vaccination up to date", "Solo con la vacunación al día"]),
    row!("destination", ["Confirme antes: depende do país de destino", "Check first: it depends on the destination country", "Confirme antes: depende del país de destino"]),
    row!("official", ["Confirme antes: depende das regras do IBAMA e do Ministério da Agricultura", "Check first: it depends on the rules of IBAMA and the Ministry of Agriculture", "Confirme antes: depende de las reglas del IBAMA y del Ministerio de Agricultura"]),
    prefix!("ui.pet."),
    row!("fee", ["Paga", "Pays", "Paga"]),
    row!("fee_up_to", ["Paga até", "Pays at most", "Paga hasta"]),
    row!("of_fare", ["da passagem", "of the fare", "del pasaje"]),
    row!("documents", ["Documentos do animal", "The animal's documents", "Documentos del animal"]),
    // species (rules::query::Species)
    prefix!("ui.species."),
    row!("dog", ["Cão", "Dog", "Perro"]),
    row!("cat", ["Gato", "Cat", "Gato"]),
    row!("other", ["Outro animal", "Another animal", "Otro animal"]),
    row!("guide_dog", ["Cão-guia", "Guide dog", "Perro guía"]),
    // notices
    prefix!("ui.notice."),
    row!("lead", [
        "O que levar e o que evitar para não ter o embarque recusado nesta viagem.",
        "What to bring and what to avoid so that boarding is not refused on this trip.",
        "Qué llevar y qué evitar para que no le nieguen el embarque en este viaje.",
    ]),
    // laws
    prefix!("ui.law."),
    row!("lead", [
        "A lei obriga a transportadora a deixar alguns destes textos à disposição do passageiro (veja abaixo quais; o artigo de cada obrigação diz onde). Cada “Base legal” desta página leva ao artigo aqui.",
        "The law requires the carrier to make some of these texts available to passengers (see below which; each duty's article says where). Every “Legal basis” on this page links to its article here.",
        "La ley obliga a la empresa a poner algunos de estos textos a disposición del pasajero (vea abajo cuáles; el artículo de cada obligación dice dónde). Cada “Base legal” de esta página lleva a su artículo aquí.",
    ]),
    row!("rights", [
        "Direitos do passageiro (Resolução ANTT 1.383/2006, art. 6º)",
        "Passenger rights (ANTT Resolution 1.383/2006, art. 6)",
        "Derechos del pasajero (Resolución ANTT 1.383/2006, art. 6º)",
    ]),
    row!("rights_scope", [
        "Valem nas linhas interestaduais e internacionais. Texto oficial, em português.",
        "They apply on interstate and international lines. Official text, in Portuguese.",
        "Valen en las líneas interestatales e internacionales. Texto oficial, en portugués.",
    ]),
    row!("note_xix", [
        "Hoje, nas linhas interestaduais e internacionais: a Lei 11.975/2009 (art. 2º) devolve o valor até o embarque, sem o aviso de 3 h, e a Resolução ANTT 4.282/2014 (art. 7º) remarca a passagem durante a sua validade, com a taxa da transportadora, se cobrar, a partir de 3 h antes da partida (no RS vale o prazo de 3 h do DAER).",
        "Today, on interstate and international lines: Lei 11.975/2009 (art. 2º) refunds the fare until boarding, without the 3 h notice, and ANTT Resolution 4.282/2014 (art. 7º) rebooks the ticket while it is valid, with the carrier's fee, if it charges one, from 3 h before departure (on RS lines DAER's 3 h stand).",
        "Hoy, en las líneas interestatales e internacionales: la Lei 11.975/2009 (art. 2º) devuelve el valor hasta el embarque, sin el aviso de 3 h, y la Resolución ANTT 4.282/2014 (art. 7º) reprograma el pasaje mientras sea válido, con el cargo de la empresa, si lo cobra, desde 3 h antes de la salida (en RS rige el plazo de 3 h del DAER).",
    ]),
    row!("note_xx", [
        "O DPVAT não existe mais: a Lei Complementar 207/2024 revogou a Lei 6.194/1974, e a Lei Complementar 211/2024 extinguiu o SPVAT que o substituiria.",
        "DPVAT no longer exists: Lei Complementar 207/2024 repealed Lei 6.194/1974, and Lei Complementar 211/2024 abolished the SPVAT that was to replace it.",
        "El DPVAT ya no existe: la Lei Complementar 207/2024 derogó la Lei 6.194/1974 y la Lei Complementar 211/2024 extinguió el SPVAT que lo sustituiría.",
    ]),
    row!("note_eca_83", [
        "Hoje a regra vale para menores de 16 anos, não só para menores de 12 (Lei 13.812/2019, nova redação do art. 83 do ECA, desde 18/03/2019).",
        "Today the rule covers children under 16, not only those under 12 (Lei 13.812/2019, new wording of ECA art. 83, since 18 Mar 2019).",
        "Hoy la regla vale para menores de 16 años, no solo para menores de 12 (Lei 13.812/2019, nueva redacción del art. 83 del ECA, desde el 18/03/2019).",
    ]),
    row!("note_interstate", [
        "A Lei RS 11.993/2003 vale nas linhas intermunicipais do Rio Grande do Sul. Nas interestaduais: reembolso até o embarque (Lei 11.975/2009, art. 2º) e remarcação dentro da validade do bilhete, sem limite de vezes, com a diferença devolvida só para serviço de categoria inferior (Resolução ANTT 4.282/2014, art. 7º).",
        "Lei RS 11.993/2003 applies on Rio Grande do Sul's intermunicipal lines. On interstate lines: a refund until boarding (Lei 11.975/2009, art. 2º), and rebooking within the ticket's validity, any number of times, with the difference given back only for a lower service category (ANTT Resolution 4.282/2014, art. 7º).",
        "La Lei RS 11.993/2003 vale en las líneas intermunicipales de Rio Grande do Sul. En las interestatales: reembolso hasta el embarque (Lei 11.975/2009, art. 2º) y reprogramación dentro de la validez del pasaje, sin límite de veces, con la diferencia devuelta solo para un servicio de categoría inferior (Resolución ANTT 4.282/2014, art. 7º).",
    ]),
    row!("note_rs_pet_fee", [
        "Desde 21/01/2020 a cobrança de até 50\u{a0}% da passagem é opcional: cada empresa decide (Conselho de Tráfego do DAER).",
        "Since 21 Jan 2020 the fee of up to 50\u{a0}% of the fare is optional: each carrier decides (DAER's traffic council).",
        "Desde el 21/01/2020 el cobro de hasta el 50\u{a0}% del pasaje es opcional: cada empresa decide (Consejo de Tráfico del DAER).",
    ]),
    row!("amended_1922", [
        "redação da Resolução ANTT 1.922/2007",
        "as worded by ANTT Resolution 1.922/2007",
        "redacción de la Resolución ANTT 1.922/2007",
    ]),
    row!("full_text", ["Texto completo:", "Full text:", "Texto completo:"]),
    row!("lost_found", ["Achados e perdidos", "Lost and found", "Objetos perdidos"]),
    prefix!("ui.lost.kind."),
    row!("documents", ["Documentos", "Documents", "Documentos"]),
    row!("belongings", ["Objetos pessoais", "Personal belongings", "Objetos personales"]),
    row!("baggage", ["Bagagens", "Bags", "Equipajes"]),
    prefix!("ui.lost."),
    row!("kept", ["ficam disponíveis por", "kept for", "quedan disponibles durante"]),
    row!("days", ["dias", "days", "días"]),
    row!("at_once", ["não ficam guardados", "not kept", "no se guardan"]),
    prefix!("ui.lost.then."),
    row!("sent_to_central_post_office_porto_alegre", [
        "entregues à Agência Central dos Correios, em Porto Alegre.",
        "handed to the central post office agency in Porto Alegre.",
        "se entregan a la Agencia Central de Correos, en Porto Alegre.",
    ]),
    row!("donated_to_charities", [
        "depois, doados a entidades assistenciais.",
        "then donated to charities.",
        "después, se donan a entidades benéficas.",
    ]),
    row!("contents_donated", [
        "depois, o conteúdo é doado.",
        "then the contents are donated.",
        "después, el contenido se dona.",
    ]),
    prefix!("ui.lost."),
    row!("carrier", [
        "Objetos esquecidos ficam com a transportadora, que diz os prazos e como retirá-los:",
        "Items left behind are kept by the carrier, which sets the periods and how to collect them:",
        "Los objetos olvidados quedan con la empresa, que fija los plazos y cómo retirarlos:",
    ]),
    row!("contact", [
        "Esta página não tem o contato de uma transportadora: pergunte ao SAC da sua transportadora.",
        "This page has no carrier contact set up: ask your carrier's customer service (SAC).",
        "Esta página no tiene el contacto de una empresa: pregunte al servicio de atención al cliente (SAC) de su empresa de transporte.",
    ]),
    prefix!("ui.law."),
    row!("duties", [
        "Textos que a transportadora deve disponibilizar",
        "Texts the carrier must make available",
        "Textos que la empresa debe poner a disposición",
    ]),
    row!("duty_covers", ["obriga a disponibilizar:", "requires these to be available:", "obliga a poner a disposición:"]),
    row!("texts_title", ["Textos legais", "Law texts", "Textos legales"]),
    row!("search", ["Buscar na legislação", "Search the legislation", "Buscar en la legislación"]),
    row!("search_hint", [
        "Digite palavras; acentos e maiúsculas não importam.",
        "Type words; accents and capitals do not matter (the texts are in their own language, mostly Portuguese).",
        "Escriba palabras; acentos y mayúsculas no importan (los textos están en su idioma, casi todos en portugués).",
    ]),
    row!("texts", ["textos", "texts", "textos"]),
    row!("none", [
        "Nenhum texto contém todas essas palavras.",
        "No text contains all of these words.",
        "Ningún texto contiene todas esas palabras.",
    ]),
    // The headings in words of the law texts (texts::Article::heading_in).
    prefix!("law.heading."),
    row!("lei_rs_7813_1983-texto", [
        "Fumo nos ônibus intermunicipais",
        "Smoking on intermunicipal buses",
        "Fumar en los autobuses intermunicipales",
    ]),
    row!("portaria_10_1999-texto", [
        "Proibição de fumar (interestadual e internacional)",
        "No smoking (interstate and international)",
        "Prohibición de fumar (interestatal e internacional)",
    ]),
    row!("daer_animais-texto", [
        "Transporte de animais nas linhas intermunicipais (RS)",
        "Animals on intermunicipal lines (RS)",
        "Animales en las líneas intermunicipales (RS)",
    ]),
    row!("mapa_transito_caes_gatos-texto", [
        "Transporte de animais nas linhas interestaduais",
        "Animals on interstate lines",
        "Animales en las líneas interestatales",
    ]),
    row!("decreto_2521_1998-art-70", [
        "Bagagem (art. 70, na página da transportadora)",
        "Baggage (art. 70, on the carrier's page)",
        "Equipaje (art. 70, en la página de la empresa)",
    ]),
    row!("daer_pranchas-texto", [
        "Transporte de pranchas de surf",
        "Surfboards",
        "Tablas de surf",
    ]),
    row!("lei_rs_11993_2003-interestadual", [
        "Devolução e revalidação no sistema interestadual (página da transportadora)",
        "Refunds and revalidation on interstate lines (carrier's page)",
        "Devolución y revalidación en las líneas interestatales (página de la empresa)",
    ]),
    row!("daer_os_dtr_022_2011-texto", [
        "Devolução e revalidação no sistema intermunicipal do RS",
        "Refunds and revalidation on RS intermunicipal lines",
        "Devolución y revalidación en las líneas intermunicipales de RS",
    ]),
    row!("lei_8069_1990-art-83", [
        "Art. 83 (resumo da transportadora, redação original)",
        "Art. 83 (the carrier's summary, original wording)",
        "Art. 83 (resumen de la empresa, redacción original)",
    ]),
    row!("daer_os_doc_dt_011_02-colo", [
        "Crianças até 5 anos (página da transportadora, após a ordem)",
        "Children up to 5 (the carrier's page, after the order)",
        "Niños hasta 5 años (página de la empresa, después de la orden)",
    ]),
    row!("res_antt_1692_2006-idosos", [
        "Idosos (resumo da transportadora; a página diz “Resolução 1962”)",
        "Older people (the carrier's summary; the page says “Resolução 1962”)",
        "Personas mayores (resumen de la empresa; la página dice “Resolução 1962”)",
    ]),
);

#[cfg(test)]
mod tests {
    use super::MESSAGES;
    use crate::i18n::{lookup, tests::assert_keys, Locale};
    use crate::rules::query::{Relation, Species};
    use crate::texts::{Disposal, LostKind};

    #[test]
    fn every_option_of_the_sections_has_a_label_in_every_language() {
        assert_keys("ui", "relation", Relation::KEYS);
        assert_keys("ui", "species", Species::KEYS);
        assert_keys("ui.lost", "kind", LostKind::KEYS);
        assert_keys("ui.lost", "then", Disposal::KEYS);
        assert_keys("ui.pet", "verdict", &["allowed", "refused", "destination"]);
    }

    /// Every literal `"ui.…"` key in the section sources exists (keys built
    /// at run time end with a dot and are walked above).
    #[test]
    fn every_label_the_sections_use_exists() {
        let sources = [
            include_str!("../ui/minors.rs"),
            include_str!("../ui/pets.rs"),
            include_str!("../ui/notices.rs"),
            include_str!("../ui/laws.rs"),
            include_str!("../ui/widgets.rs"),
        ];
        for src in sources {
            for piece in src.split("\"ui.").skip(1) {
                let Some(end) = piece.find('"') else { continue };
                let key = format!("ui.{}", &piece[..end]);
                if key.ends_with('.') || key.contains(' ') || key.contains('{') {
                    continue;
                }
                // A select's prefix (`"ui.country"`) names the keys under it.
                let prefix = format!("{key}.");
                if crate::i18n::rows(MESSAGES).any(|(k, _)| k.starts_with(&prefix)) {
                    continue;
                }
                for l in Locale::ALL {
                    assert!(lookup(l, &key).is_some(), "no message for {key} in {l:?}");
                }
            }
        }
    }

    #[test]
    fn every_country_offered_has_a_name() {
        for code in crate::ui::form::COUNTRIES {
            let key = format!("ui.country.{code}");
            assert!(
                crate::i18n::rows(MESSAGES).any(|(k, _)| k == key),
                "no name for {key}"
            );
        }
    }
}
