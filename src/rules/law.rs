//! The law catalogue: every legal instrument Embarque cites.
//!
//! A [`Citation`] is typed, an [`Instrument`] plus an article, never a free
//! string, so that a typo in a reference is a compile error and the UI can link
//! each citation to its text in the "Legislação" section. Each instrument
//! carries its official number, its date, its title and a short description in
//! Portuguese, English and Spanish.
//!
//! ```
//! use embarque::rules::law::{Citation, Instrument};
//! let c = Citation::new(Instrument::Decreto8537, "art. 13, § 2º");
//! assert_eq!(c.instrument.code(), "Decreto 8.537/2015");
//! assert_eq!(serde_json::to_value(c).unwrap()["instrument"], "Decreto 8.537/2015");
//! ```

use serde::{Serialize, Serializer};

/// One catalogue row: the date (`YYYY-MM-DD`, ten bytes, which the rule
/// core reads), then the title and the description in Portuguese, English
/// and Spanish, joined by U+001F. One string per instrument in the wasm,
/// where five were five pointers and lengths each (45 instruments, 1.8 KB
/// that gzip barely shrinks). A citation's JSON text, which the Report
/// writer reads for each of some 90 citations, stays a string of its own
/// (`Instrument::citation`): found in the row, it made writing a report a
/// fifth slower.
const TITLE: usize = 0;
const PT: usize = 1;
const EN: usize = 2;
const ES: usize = 3;

macro_rules! instruments {
    ($($v:ident => $key:literal, $code:literal, $date:literal, $title:literal, $pt:literal, $en:literal, $es:literal;)*) => {
        $crate::keyed! {
            /// A legal instrument cited by a rule.
            pub enum Instrument { $($v = $key),* }
        }
        impl Instrument {
            /// The instrument's catalogue row.
            fn row(self) -> &'static str {
                match self {
                    $(Instrument::$v => concat!($date, $title, "\u{1f}", $pt, "\u{1f}", $en, "\u{1f}", $es)),*
                }
            }
            /// A citation's JSON text from the instrument's key to its
            /// article's: `"instrument":"<code>","article":"` (see
            /// `Citation`'s `Serialize`; the code is read from it, not
            /// stored twice).
            fn citation(self) -> &'static str {
                match self {
                    $(Instrument::$v => concat!("\"instrument\":\"", $code, "\",\"article\":\"")),*
                }
            }
        }
    };
}

instruments! {
    Lei8078 => "lei_8078_1990", "Lei 8.078/1990", "1990-09-11",
        "Código de Defesa do Consumidor",
        "Protege o consumidor; direito de arrependimento em compras fora do estabelecimento (art. 49).",
        "Consumer Protection Code; cooling-off right for purchases made away from the shop (art. 49).",
        "Protege al consumidor; derecho de arrepentimiento en compras fuera del establecimiento (art. 49).";
    Lei8069 => "lei_8069_1990", "Lei 8.069/1990", "1990-07-13",
        "Estatuto da Criança e do Adolescente (ECA)",
        "Regras de viagem de crianças e adolescentes no país e para o exterior (arts. 83 a 85).",
        "Statute of the Child and Adolescent: travel of minors in Brazil and abroad (arts. 83-85).",
        "Reglas de viaje de niños y adolescentes en Brasil y al exterior (arts. 83 a 85).";
    Lei11126 => "lei_11126_2005", "Lei 11.126/2005", "2005-06-27",
        "Direito de ingressar e permanecer com cão-guia",
        "A pessoa cega ou com baixa visão viaja com o cão-guia em todo meio de transporte; impedir é discriminação.",
        "A person who is blind or has low vision travels with a guide dog on all transport; hindering it is discrimination.",
        "La persona ciega o con baja visión viaja con su perro guía en todo transporte; impedirlo es discriminación.";
    Decreto5904 => "decreto_5904_2006", "Decreto 5.904/2006", "2006-09-21",
        "Regulamenta a Lei 11.126/2005 (cão-guia)",
        "Identificação do cão-guia: carteira e plaqueta, vacinação e arreio (art. 3º).",
        "How a guide dog is identified: ID card and tag, vaccination card and harness (art. 3º).",
        "Identificación del perro guía: carné y placa, vacunación y arnés (art. 3º).";
    Lei13812 => "lei_13812_2019", "Lei 13.812/2019", "2019-03-16",
        "Altera o art. 83 do ECA",
        "Exige autorização para menores de 16 anos viajarem sem os pais (antes, menores de 12).",
        "Requires an authorization for minors under 16 travelling without their parents (before, under 12).",
        "Exige autorización para que menores de 16 años viajen sin sus padres (antes, menores de 12).";
    CodigoCivil => "lei_10406_2002", "Lei 10.406/2002", "2002-01-10",
        "Código Civil",
        "Contrato de transporte: desistência, multa compensatória de até 5 % (art. 740).",
        "Civil Code: contract of carriage, withdrawal and a compensatory fine of up to 5 % (art. 740).",
        "Contrato de transporte: desistimiento y multa compensatoria de hasta el 5 % (art. 740).";
    Lei11975 => "lei_11975_2009", "Lei 11.975/2009", "2009-07-07",
        "Validade dos bilhetes de passagem no transporte coletivo rodoviário",
        "Validade de um ano, reembolso, atraso, interrupção, mudança de classe e prazos de devolução.",
        "One-year ticket validity, refunds, delays, interruptions, class changes and refund deadlines.",
        "Validez de un año, reembolso, retraso, interrupción, cambio de clase y plazos de devolución.";
    LeiRs11993 => "lei_rs_11993_2003", "Lei RS 11.993/2003", "2003-10-29",
        "Lei estadual do Rio Grande do Sul sobre devolução e revalidação de passagens",
        "Devolução e revalidação de bilhetes, revalidação uma única vez.",
        "Refund and revalidation of tickets in Rio Grande do Sul; one revalidation only.",
        "Devolución y revalidación de pasajes en Rio Grande do Sul; una sola revalidación.";
    Lei12852 => "lei_12852_2013", "Lei 12.852/2013", "2013-08-05",
        "Estatuto da Juventude",
        "Reserva de vagas gratuitas e com desconto para jovens de baixa renda (art. 32).",
        "Youth Statute: free and discounted seats for low-income youth (art. 32).",
        "Plazas gratuitas y con descuento para jóvenes de bajos ingresos (art. 32).";
    Lei10741 => "lei_10741_2003", "Lei 10.741/2003", "2003-10-01",
        "Estatuto da Pessoa Idosa",
        "Vagas gratuitas e desconto de 50 % para pessoas idosas de baixa renda (art. 40).",
        "Statute of Older Persons: free seats and a 50 % discount for low-income people aged 60+ (art. 40).",
        "Plazas gratuitas y descuento del 50 % para personas mayores de bajos ingresos (art. 40).";
    Lei14423 => "lei_14423_2022", "Lei 14.423/2022", "2022-07-22",
        "Altera a Lei 10.741/2003",
        "Renomeia o Estatuto do Idoso para Estatuto da Pessoa Idosa.",
        "Renames the Statute of the Elderly as the Statute of Older Persons.",
        "Renombra el Estatuto do Idoso como Estatuto da Pessoa Idosa.";
    Lei8899 => "lei_8899_1994", "Lei 8.899/1994", "1994-06-29",
        "Passe Livre",
        "Passe livre à pessoa com deficiência comprovadamente carente no transporte interestadual.",
        "Free pass on interstate transport for people with disabilities on low income.",
        "Passe Livre para personas con discapacidad de bajos ingresos en el transporte interestatal.";
    Lei6815 => "lei_6815_1980", "Lei 6.815/1980", "1980-08-19",
        "Estatuto do Estrangeiro (revogado pela Lei 13.445/2017)",
        "Situação jurídica do estrangeiro no Brasil; citado pela transportadora, hoje substituído pela Lei de Migração.",
        "Legal status of foreigners in Brazil; cited by the carrier, since replaced by the Migration Law (Lei 13.445/2017).",
        "Situación jurídica del extranjero en Brasil; citado por la empresa, hoy sustituido por la Ley de Migración (Lei 13.445/2017).";
    LeiRs7813 => "lei_rs_7813_1983", "Lei RS 7.813/1983", "1983-09-21",
        "Lei estadual do Rio Grande do Sul sobre fumo em veículos",
        "Proíbe fumar nos veículos de transporte intermunicipal de passageiros.",
        "Bans smoking on intermunicipal passenger vehicles in Rio Grande do Sul.",
        "Prohíbe fumar en el transporte intermunicipal de pasajeros de Rio Grande do Sul.";
    Decreto2521 => "decreto_2521_1998", "Decreto 2.521/1998", "1998-03-20",
        "Transporte rodoviário interestadual e internacional de passageiros",
        "Exploração dos serviços; franquia de bagagem (art. 70).",
        "Interstate and international road passenger services; baggage allowance (art. 70).",
        "Explotación de los servicios; franquicia de equipaje (art. 70).";
    Decreto8537 => "decreto_8537_2015", "Decreto 8.537/2015", "2015-10-05",
        "Regulamenta o Estatuto da Juventude (ID Jovem)",
        "Regras das vagas gratuitas e com 50 % de desconto para jovens de baixa renda (arts. 13 a 21).",
        "Rules for the free and half-price seats for low-income youth (arts. 13-21).",
        "Reglas de las plazas gratuitas y con 50 % de descuento para jóvenes de bajos ingresos (arts. 13 a 21).";
    Decreto9921 => "decreto_9921_2019", "Decreto 9.921/2019", "2019-07-18",
        "Consolida atos sobre a pessoa idosa",
        "Regulamenta a gratuidade e o desconto para pessoas idosas no transporte interestadual.",
        "Regulates the free seats and discount for older persons on interstate transport.",
        "Regula la gratuidad y el descuento para personas mayores en el transporte interestatal.";
    Decreto3691 => "decreto_3691_2000", "Decreto 3.691/2000", "2000-12-19",
        "Regulamenta a Lei 8.899/1994",
        "Reserva de dois assentos por veículo do serviço convencional para o Passe Livre (art. 1º).",
        "Two seats per conventional vehicle for Passe Livre holders (art. 1).",
        "Dos plazas por vehículo del servicio convencional para el Passe Livre (art. 1).";
    Decreto9579 => "decreto_9579_2018", "Decreto 9.579/2018", "2018-11-22",
        "Consolida atos sobre a criança e o adolescente",
        "Transporte gratuito de criança de até seis anos incompletos (art. 39).",
        "Free carriage of a child under six (art. 39).",
        "Transporte gratuito de niños menores de seis años (art. 39).";
    Decreto5978 => "decreto_5978_2006", "Decreto 5.978/2006", "2006-12-04",
        "Documentos de viagem",
        "Regulamento de Documentos de Viagem: o passaporte e a autorização nele escrita.",
        "Regulation of Travel Documents: the passport and the authorization written in it.",
        "Reglamento de Documentos de Viaje: el pasaporte y la autorización escrita en él.";
    Decreto12342 => "decreto_12342_2024", "Decreto 12.342/2024", "2024-12-30",
        "Salário mínimo de 2025",
        "Fixa o salário mínimo em R$ 1.518,00 a partir de 1º de janeiro de 2025.",
        "Sets the minimum wage at R$1,518.00 from 1 January 2025.",
        "Fija el salario mínimo en R$ 1.518,00 a partir del 1 de enero de 2025.";
    Decreto12797 => "decreto_12797_2025", "Decreto 12.797/2025", "2025-12-23",
        "Salário mínimo de 2026",
        "Fixa o salário mínimo em R$ 1.621,00 a partir de 1º de janeiro de 2026.",
        "Sets the minimum wage at R$1,621.00 from 1 January 2026.",
        "Fija el salario mínimo en R$ 1.621,00 a partir del 1 de enero de 2026.";
    ResAntt1383 => "res_antt_1383_2006", "Resolução ANTT 1.383/2006", "2006-03-29",
        "Direitos e deveres dos usuários do transporte rodoviário interestadual e internacional",
        "Direitos do passageiro (art. 6º) e casos de recusa de embarque (art. 7º).",
        "Passenger rights (art. 6) and when boarding is refused (art. 7).",
        "Derechos del pasajero (art. 6) y casos de denegación de embarque (art. 7).";
    ResAntt1922 => "res_antt_1922_2007", "Resolução ANTT 1.922/2007", "2007-03-28",
        "Altera a Resolução ANTT 1.383/2006",
        "Nova redação de incisos do art. 6º da Resolução 1.383.",
        "Amends items of art. 6 of Resolution 1.383.",
        "Nueva redacción de incisos del art. 6 de la Resolución 1.383.";
    ResAntt978 => "res_antt_978_2005", "Resolução ANTT 978/2005", "2005-05-25",
        "Bilhetes de passagem (revogada pela Resolução 4.282/2014)",
        "Regras de emissão, devolução e revalidação de bilhetes.",
        "Ticket issue, refund and revalidation (replaced by Resolution 4.282/2014).",
        "Emisión, devolución y revalidación de pasajes (derogada por la Resolución 4.282/2014).";
    ResAntt4282 => "res_antt_4282_2014", "Resolução ANTT 4.282/2014", "2014-02-17",
        "Bilhete de passagem no transporte rodoviário interestadual e internacional",
        "Remarcação, transferência e devolução de passagens.",
        "Rebooking, transfer and refund of tickets.",
        "Reprogramación, transferencia y devolución de pasajes.";
    ResAntt1432 => "res_antt_1432_2006", "Resolução ANTT 1.432/2006", "2006-04-26",
        "Transporte de bagagens e encomendas",
        "Procedimentos de bagagem, franquia e excesso.",
        "Baggage procedures, allowance and excess.",
        "Procedimientos de equipaje, franquicia y exceso.";
    ResAntt1692 => "res_antt_1692_2006", "Resolução ANTT 1.692/2006", "2006-10-24",
        "Gratuidade e desconto para pessoas idosas",
        "Procedimentos de concessão do benefício à pessoa idosa (a página da transportadora diz \"1962\").",
        "How the elderly benefit is granted (the carrier's page misprints it as \"1962\").",
        "Cómo se concede el beneficio a personas mayores (la página de la empresa dice \"1962\").";
    ResAntt5856 => "res_antt_5856_2019", "Resolução ANTT 5.856/2019", "2019-10-31",
        "Pedágio e terminais na gratuidade da pessoa idosa",
        "Inclui pedágio e taxa de embarque nas vagas gratuitas da pessoa idosa (Res. 1.692/2006 art. 6º, após a ACP 5004229-94.2014.4.04.7107).",
        "Makes tolls and terminal fees part of the elderly free seats (Res. 1.692/2006 art. 6, after public civil action 5004229-94.2014.4.04.7107).",
        "Incluye peajes y tasa de embarque en las plazas gratuitas de personas mayores (Res. 1.692/2006 art. 6, tras la ACP 5004229-94.2014.4.04.7107).";
    ResAntt5063 => "res_antt_5063_2016", "Resolução ANTT 5.063/2016", "2016-03-30",
        "Benefício do jovem de baixa renda",
        "Procedimentos de concessão das vagas do ID Jovem.",
        "How the ID Jovem seats are granted.",
        "Cómo se conceden las plazas de la ID Jovem.";
    ResAntt420 => "res_antt_420_2004", "Resolução ANTT 420/2004", "2004-02-12",
        "Transporte de produtos perigosos (revogada)",
        "Relação dos produtos perigosos, proibidos na bagagem; citada pela transportadora, hoje substituída.",
        "List of dangerous goods, banned from baggage; cited by the carrier, since replaced.",
        "Lista de productos peligrosos, prohibidos en el equipaje; citada por la empresa, hoy sustituida.";
    ResAntt5998 => "res_antt_5998_2022", "Resolução ANTT 5.998/2022", "2022-11-03",
        "Transporte rodoviário de produtos perigosos",
        "Relação dos produtos perigosos em vigor desde 01/06/2023, proibidos na bagagem.",
        "The list of dangerous goods in force since 1 June 2023, banned from baggage.",
        "Lista de productos peligrosos vigente desde el 1 de junio de 2023, prohibidos en el equipaje.";
    PortariaMt10 => "portaria_10_1999", "Portaria 10/1999", "1999-12-30",
        "Proíbe fumar no transporte rodoviário interestadual e internacional",
        "Proíbe cigarros, charutos e qualquer produto fumígeno nos ônibus.",
        "Bans cigarettes, cigars and any smoking product on the buses.",
        "Prohíbe cigarrillos, puros y cualquier producto fumígeno en los autobuses.";
    PortariaMinfra1579 => "portaria_minfra_1579_2022", "Portaria MINFRA 1.579/2022", "2022-11-25",
        "Passe Livre",
        "Procedimentos do Passe Livre (substituiu a Portaria MT 261/2012).",
        "Passe Livre procedures (replaced Portaria MT 261/2012).",
        "Procedimientos del Passe Livre (sustituyó a la Portaria MT 261/2012).";
    PortariaIbama117 => "portaria_ibama_117_1997", "Portaria IBAMA 117/1997", "1997-10-15",
        "Fauna silvestre",
        "Regras do IBAMA para animais silvestres.",
        "IBAMA rules for wild animals.",
        "Reglas del IBAMA para animales silvestres.";
    CnjRes295 => "cnj_res_295_2019", "Resolução CNJ 295/2019", "2019-09-13",
        "Autorização de viagem nacional de crianças e adolescentes",
        "Autorização dos pais por escritura pública, documento com firma reconhecida ou eletrônica.",
        "Parents' authorization by public deed, notarized document or electronically.",
        "Autorización de los padres por escritura pública, documento con firma certificada o por vía electrónica.";
    CnjRes131 => "cnj_res_131_2011", "Resolução CNJ 131/2011", "2011-05-26",
        "Autorização de viagem internacional de crianças e adolescentes",
        "Quando a viagem ao exterior dispensa autorização judicial.",
        "When a trip abroad needs no judicial authorization.",
        "Cuándo un viaje al exterior no requiere autorización judicial.";
    CnjProv103 => "cnj_prov_103_2020", "Provimento CNJ 103/2020", "2020-06-04",
        "Autorização Eletrônica de Viagem (AEV)",
        "Emissão da autorização eletrônica de viagem pelo e-Notariado.",
        "The electronic travel authorization (AEV) through e-Notariado.",
        "Emisión de la autorización electrónica de viaje (AEV) por e-Notariado.";
    DaerOs01102 => "daer_os_doc_dt_011_02", "Ordem de Serviço DAER DOC/DT/011/02", "2002-03-15",
        "Viagem de crianças nas linhas intermunicipais do RS",
        "Criança fora da comarca só com os pais, responsável, parente ou autorização.",
        "Children leave their comarca only with parents, guardian, relative or authorization.",
        "Niños fuera de su comarca: solo con los padres, un responsable, un pariente o autorización.";
    DaerOs02211 => "daer_os_dtr_022_2011", "Ordem de Serviço DAER DTR/022/2011", "2011-01-01",
        "Devolução nas linhas intermunicipais do RS",
        "Devolução até três horas antes da partida, com a Lei RS 11.993/2003.",
        "Refunds up to three hours before departure, with Lei RS 11.993/2003.",
        "Devolución hasta tres horas antes de la salida, con la Lei RS 11.993/2003.";
    DaerConduct => "daer_ordem_trajes", "Ordem de Serviço DAER (trajes e álcool)", "2002-05-24",
        "Conduta nos ônibus intermunicipais do RS",
        "Proíbe embarcar em trajes de banho, shorts, sem camisa ou alcoolizado, e beber a bordo.",
        "Bans boarding in swimwear, shorts, bare-chested or under the influence of alcohol, and drinking on board, on Rio Grande do Sul lines.",
        "Prohíbe embarcar en traje de baño, pantalones cortos, sin camisa o bajo los efectos del alcohol, y beber a bordo.";
    DaerSurf => "daer_pranchas", "Orientação DAER (pranchas de surf)", "2002-05-24",
        "Transporte de pranchas de surf no RS",
        "Até duas pranchas por viagem, despachadas na compra.",
        "Up to two surfboards per trip, checked in at purchase.",
        "Hasta dos tablas de surf por viaje, despachadas en la compra.";
    DaerPets => "daer_animais", "Resolução CT/DAER 4.938/2008", "2008-04-08",
        "Transporte de animais domésticos nas linhas intermunicipais do RS",
        "Cães e gatos de até 8 kg, no máximo dois por veículo (mais um cão-guia), até 50 % da passagem (opcional desde 2020).",
        "Dogs and cats up to 8 kg, at most two per vehicle (plus a guide dog), up to 50 % of the fare (optional since 2020).",
        "Perros y gatos de hasta 8 kg, como máximo dos por vehículo (más un perro guía), hasta el 50 % del pasaje (opcional desde 2020).";
    MercosurTravelDocs => "mercosul_cmc_dec_18_2008", "Acordo Mercosul CMC Dec. 18/2008", "2008-06-30",
        "Documentos de viagem dos Estados Partes do Mercosul e Estados Associados",
        "Documentos de identidade aceitos para viajar entre os países do bloco.",
        "Identity documents accepted for travel between the bloc's countries.",
        "Documentos de identidad aceptados para viajar entre los países del bloque.";
    MapaTransit => "mapa_transito_caes_gatos", "Ministério da Agricultura (trânsito de cães e gatos)", "2002-05-24",
        "Trânsito de cães e gatos",
        "Cães e gatos dispensados de GTA, com atestado sanitário e vacina antirrábica.",
        "Dogs and cats need no GTA but a health certificate and a rabies shot.",
        "Perros y gatos exentos de GTA, con certificado sanitario y vacuna antirrábica.";
}

impl Instrument {
    /// Part `n` of the instrument's row after its date (`TITLE`...).
    fn part(self, n: usize) -> &'static str {
        let rest = self.row().get(10..).unwrap_or("");
        rest.split('\u{1f}').nth(n).unwrap_or("")
    }
    /// The official short reference, as the JSON carries it: `"Decreto 8.537/2015"`.
    pub fn code(self) -> &'static str {
        code_in(self.citation())
    }
    /// The date of the instrument (signature or publication), `YYYY-MM-DD`.
    pub fn date(self) -> &'static str {
        self.row().get(..10).unwrap_or("")
    }
    /// Whether the instrument exists on `day` (its date is on or before it).
    /// Read by hand: chrono's `parse_from_str` brought its format engine
    /// into the wasm (+9 KB gzip).
    pub fn exists_on(self, day: chrono::NaiveDate) -> bool {
        use chrono::Datelike;
        let b = self.date().as_bytes();
        let n = |from: usize, to: usize| {
            b.get(from..to)
                .unwrap_or_default()
                .iter()
                .fold(0i32, |a, c| a * 10 + i32::from(c.wrapping_sub(b'0')))
        };
        let day = (day.year(), day.month() as i32, day.day() as i32);
        (n(0, 4), n(5, 7), n(8, 10)) <= day
    }
    /// The official (or customary) title, in Portuguese.
    pub fn title(self) -> &'static str {
        self.part(TITLE)
    }
    /// A one-line description in Portuguese.
    pub fn description_pt(self) -> &'static str {
        self.part(PT)
    }
    /// A one-line description in English.
    pub fn description_en(self) -> &'static str {
        self.part(EN)
    }
    /// A one-line description in Spanish.
    pub fn description_es(self) -> &'static str {
        self.part(ES)
    }
}

/// A reference to one article of one instrument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Citation {
    pub instrument: Instrument,
    pub article: &'static str,
}

/// Pushes `c` on `list` unless it is there: every decision that keeps
/// its citations once (an offer, a refund, a minor's) through this one
/// function, not a copy of it each. The instrument first: `contains`
/// called `Citation::eq` for each of up to sixteen (an offer cites some
/// eight times), and the instruments mostly differ.
pub fn cite_once(list: &mut Vec<Citation>, c: Citation) {
    let cited = list
        .iter()
        .any(|x| x.instrument == c.instrument && x.article == c.article);
    if !cited {
        list.push(c);
    }
}

impl Citation {
    /// A citation of `article` (`"art. 13, § 2º"`) of `instrument`.
    pub const fn new(instrument: Instrument, article: &'static str) -> Self {
        Citation {
            instrument,
            article,
        }
    }
}

/// The code in an instrument's citation text (`Instrument::citation`).
#[inline]
fn code_in(head: &'static str) -> &'static str {
    // "instrument":" … ","article":"
    head.get(14..head.len() - 13).unwrap_or_default()
}

/// `{"instrument": code, "article": article, "law": key}`.
///
/// The Report carries ~90 citations, 59 % of its bytes, and written field by
/// field each cost `crate::write` 14 pushes. So the instrument and the law go
/// as unit variants named by the citation's JSON text before them, and the
/// struct in a newtype whose name begins with `{`. serde_json writes neither
/// name, and the variant as the string it is, so the same text as three plain
/// fields. `crate::write` writes the names instead of the keys, of the
/// instrument's value (in its text already) and of the article's opening
/// quote: 6 pushes, the article escaped as any string, the code and the
/// law's key as they are.
impl Serialize for Citation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct("{Citation}", &Fields(*self))
    }
}

/// A citation's fields (see `Citation`'s `Serialize`).
struct Fields(Citation);

impl Serialize for Fields {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let Citation {
            instrument,
            article,
        } = self.0;
        let head = instrument.citation();
        let mut st = s.serialize_struct("Citation", 3)?;
        st.serialize_field("instrument", &Named(head, 0, code_in(head)))?;
        st.serialize_field("article", article)?;
        st.serialize_field("law", &Named("\",\"law\":\"", 1, instrument.key()))?;
        st.end()
    }
}

/// A string as a unit variant named by its citation's JSON text (see
/// `Citation`'s `Serialize`): the instrument (0) by the text from its key to
/// the article's opening quote, itself in it; the law (1) by the text from
/// the article's closing quote to its own opening one.
struct Named(&'static str, u32, &'static str);

impl Serialize for Named {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_unit_variant(self.0, self.1, self.2)
    }
}

/// Shorthand used by the rule modules: `cite(Instrument::Lei11975, "art. 3º")`.
pub const fn cite(instrument: Instrument, article: &'static str) -> Citation {
    Citation::new(instrument, article)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_instrument_has_a_code_a_valid_date_and_two_descriptions() {
        for i in Instrument::ALL {
            assert!(!i.code().is_empty());
            assert!(
                chrono::NaiveDate::parse_from_str(i.date(), "%Y-%m-%d").is_ok(),
                "{:?}",
                i
            );
            assert!(!i.description_pt().is_empty() && !i.description_en().is_empty());
        }
    }

    /// The law list and the printed sheet name each instrument by its code
    /// and its title ("Lei 10.741/2003 — Estatuto da Pessoa Idosa"), and say
    /// in one line of the reader's language what it gives: no title is
    /// empty, and no two instruments share a description in any language.
    #[test]
    fn every_instrument_has_a_title_and_a_description_of_its_own_in_each_language() {
        for i in Instrument::ALL {
            assert!(!i.title().is_empty(), "{i:?}");
        }
        for describe in [
            Instrument::description_pt as fn(Instrument) -> &'static str,
            Instrument::description_en,
            Instrument::description_es,
        ] {
            let mut texts: Vec<_> = Instrument::ALL.iter().map(|i| describe(*i)).collect();
            texts.sort();
            texts.dedup();
            assert_eq!(texts.len(), Instrument::ALL.len());
        }
    }

    #[test]
    fn an_instrument_exists_from_its_date_and_not_the_day_before() {
        for i in Instrument::ALL {
            let d = chrono::NaiveDate::parse_from_str(i.date(), "%Y-%m-%d").unwrap();
            assert!(i.exists_on(d), "{i:?}");
            assert!(!i.exists_on(d.pred_opt().unwrap()), "{i:?}");
            assert!(i.exists_on(d.succ_opt().unwrap()), "{i:?}");
        }
    }

    /// Each instrument's row is its date and four parts, none empty.
    #[test]
    fn every_row_has_its_date_and_four_parts() {
        for i in Instrument::ALL {
            let parts: Vec<_> = i.row()[10..].split('\u{1f}').collect();
            assert_eq!(parts.len(), 4, "{i:?}");
            assert!(parts.iter().all(|p| !p.is_empty()), "{i:?}");
            let d = i.date().as_bytes();
            assert!(d.len() == 10 && d[4] == b'-' && d[7] == b'-', "{i:?}");
        }
    }

    /// `code_in` cuts the code out of the text the macro builds around it.
    #[test]
    fn every_citation_head_is_its_code_between_two_keys() {
        for i in Instrument::ALL {
            let head = format!("\"instrument\":\"{}\",\"article\":\"", i.code());
            assert_eq!(head, i.citation(), "{i:?}");
            assert!(!i.code().is_empty() && !i.code().contains('"'), "{i:?}");
        }
    }

    #[test]
    fn instrument_codes_are_unique() {
        let mut codes: Vec<_> = Instrument::ALL.iter().map(|i| i.code()).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), Instrument::ALL.len());
    }

    #[test]
    fn every_instrument_has_its_own_spanish_description() {
        for i in Instrument::ALL {
            let es = i.description_es();
            assert!(!es.is_empty(), "{:?}", i);
            assert_ne!(es, i.description_pt(), "{:?}", i);
            assert_ne!(es, i.description_en(), "{:?}", i);
            assert!(es.ends_with('.'), "{:?}: {}", i, es);
        }
    }
}
