//! Baggage messages.

use super::Catalogue;

pub const MESSAGES: Catalogue = concat!(
    prefix!("bag.kind."),
    row!(
        "general",
        [
            "Mala ou volume comum",
            "Suitcase or ordinary item",
            "Maleta o bulto común",
        ],
    ),
    row!(
        "surfboard",
        ["Prancha de surf", "Surfboard", "Tabla de surf"],
    ),
    row!("television", ["Televisor", "Television", "Televisor"],),
    row!(
        "dangerous",
        ["Produto perigoso", "Dangerous goods", "Producto peligroso"],
    ),
    row!("weapon", ["Arma", "Weapon", "Arma"]),
    // Short: a select at 360 px cut the longer name.
    row!("assistive_device", [
        "Cadeira de rodas ou similar",
        "Wheelchair or similar aid",
        "Silla de ruedas o similar",
    ]),
    prefix!("bag.placement."),
    row!("hold", ["Bagageiro", "Hold", "Bodega"]),
    row!(
        "cabin",
        [
            "Porta-embrulhos (cabine)",
            "Overhead rack (cabin)",
            "Portaequipaje (cabina)",
        ],
    ),
    prefix!("baggage.verdict."),
    row!(
        "ok",
        [
            "Dentro da franquia",
            "Within the allowance",
            "Dentro de la franquicia",
        ],
    ),
    row!("excess", ["Excesso", "Excess", "Exceso"]),
    row!(
        "too_large",
        ["Grande demais", "Too large", "Demasiado grande"],
    ),
    row!("prohibited", ["Proibido", "Prohibited", "Prohibido"],),
    row!(
        "must_go_in_hold",
        [
            "Deve ir no bagageiro",
            "Must go in the hold",
            "Debe ir en la bodega",
        ],
    ),
    row!(
        "limit_reached",
        ["Limite atingido", "Limit reached", "Límite alcanzado"],
    ),
    prefix!("baggage.reason."),
    row!(
        "within_allowance",
        [
            "Cabe na franquia gratuita.",
            "Fits in the free allowance.",
            "Cabe en la franquicia gratuita.",
        ],
    ),
    row!(
        "hold_weight_over_allowance",
        [
            "O peso total no bagageiro passa de 30 kg: o excesso é cobrado.",
            "The total weight in the hold goes over 30 kg: the excess is charged.",
            "El peso total en la bodega supera los 30 kg: se cobra el exceso.",
        ],
    ),
    row!(
        "hold_volume_over_allowance",
        [
            "O volume total no bagageiro passa de 300 dm³.",
            "The total volume in the hold goes over 300 dm³.",
            "El volumen total en la bodega supera los 300 dm³.",
        ],
    ),
    row!(
        "side_over_1m",
        [
            "Um lado passa de 1 metro: fora da franquia gratuita, o volume é cobrado como excesso; pergunte o valor à empresa.",
            "A side is longer than 1 metre: outside the free allowance, the item is charged as excess; ask the carrier for the price.",
            "Un lado mide más de 1 metro: fuera de la franquicia gratuita, el bulto se cobra como exceso; pregunte el precio a la empresa.",
        ],
    ),
    row!(
        "cabin_weight_over_allowance",
        [
            "O porta-embrulhos leva 5 kg sem custo e este volume passa do que sobra deles: vai inteiro no bagageiro, onde conta na franquia de 30 kg.",
            "The cabin rack takes 5 kg free and this item is over what is left of them: it goes in the hold whole, where it counts in the 30 kg allowance.",
            "El portaequipaje de la cabina lleva 5 kg sin costo y este bulto supera lo que queda de ellos: va entero en la bodega, donde cuenta en la franquicia de 30 kg.",
        ],
    ),
    row!(
        "cabin_rack_weight_over_allowance",
        [
            "Com este volume, o porta-embrulhos passa dos 5 kg: ele fica ali, e o peso acima dos 5 kg é cobrado como excesso (no bagageiro não custaria menos, ou não caberia).",
            "With this item the cabin rack passes its 5 kg: it stays there, and the weight above 5 kg is charged as excess (in the hold it would not cost less, or would not fit).",
            "Con este bulto el portaequipaje de la cabina supera los 5 kg: se queda allí, y el peso por encima de 5 kg se cobra como exceso (en la bodega no costaría menos, o no cabría).",
        ],
    ),
    row!(
        "does_not_fit_cabin_rack",
        [
            "Não cabe no porta-embrulhos: não pode ir na cabine, vai no bagageiro.",
            "Does not fit the overhead rack: it may not go in the cabin, it goes in the hold.",
            "No cabe en el portaequipaje: no puede ir en la cabina, va en la bodega.",
        ],
    ),
    row!(
        "cabin_item_must_fit_rack",
        [
            "Na cabine, o volume precisa caber no porta-embrulhos sem incomodar ninguém.",
            "In the cabin, the item must fit the overhead rack without bothering anyone.",
            "En cabina, el bulto debe caber en el portaequipaje sin molestar a nadie.",
        ],
    ),
    row!(
        "television_hold_only_boxed",
        [
            "Televisores não viajam na cabine: embalados em caixa própria, vão no bagageiro.",
            "Televisions never travel in the cabin: boxed, they go in the hold.",
            "Los televisores no viajan en cabina: embalados en su caja, van en la bodega.",
        ],
    ),
    row!(
        "television_must_be_boxed",
        [
            "O televisor deve estar na caixa própria.",
            "The television must be in its own box.",
            "El televisor debe ir en su caja.",
        ],
    ),
    row!(
        "surfboard_limit_reached",
        [
            "Passa do limite de pranchas por viagem (o DAER permite até 2; a empresa pode permitir menos): esta não embarca.",
            "Over the limit of surfboards per trip (DAER allows up to 2; the carrier may allow fewer): this one does not board.",
            "Supera el límite de tablas por viaje (el DAER permite hasta 2; la empresa puede permitir menos): esta no embarca.",
        ],
    ),
    row!(
        "surfboard_checked_in_at_purchase",
        [
            "A prancha deve ser despachada na compra da passagem.",
            "The surfboard must be checked in when the ticket is bought.",
            "La tabla debe despacharse al comprar el pasaje.",
        ],
    ),
    row!(
        "surfboard_side_limit_not_applied",
        [
            "O DAER autoriza o transporte de pranchas: o limite de 1 metro por lado não vale para elas.",
            "DAER authorizes surfboards: the limit of 1 metre per side does not apply to them.",
            "El DAER autoriza el transporte de tablas: el límite de 1 metro por lado no se aplica a ellas.",
        ],
    ),
    row!(
        "surfboard_hold_only",
        [
            "Pranchas vão no bagageiro.",
            "Surfboards go in the hold.",
            "Las tablas van en la bodega.",
        ],
    ),
    row!(
        "carrier_not_liable_for_damage",
        [
            "A regra da empresa (ou do DAER, para pranchas) diz que ela não responde por danos a este item, mas o Código Civil (art. 734) anula essa cláusula: o dano à bagagem é indenizado.",
            "The carrier's rule (or DAER's, for surfboards) says it is not liable for damage to this item, but the Civil Code (art. 734) voids that clause: damage to baggage is compensated.",
            "La regla de la empresa (o del DAER, para tablas de surf) dice que no responde por daños a este artículo, pero el Código Civil (art. 734) anula esa cláusula: el daño al equipaje se indemniza.",
        ],
    ),
    row!(
        "dangerous_goods_prohibited",
        [
            "Produtos perigosos (explosivos, inflamáveis, corrosivos) são proibidos.",
            "Dangerous goods (explosives, flammables, corrosives) are prohibited.",
            "Los productos peligrosos (explosivos, inflamables, corrosivos) están prohibidos.",
        ],
    ),
    row!(
        "weapon_without_authorization_prohibited",
        [
            "Arma sem autorização da autoridade competente: embarque recusado.",
            "A weapon without the competent authority's permit: boarding is refused.",
            "Arma sin autorización de la autoridad competente: se rechaza el embarque.",
        ],
    ),
    row!(
        "weight_not_given",
        [
            "Informe o peso para saber se o volume cabe na franquia.",
            "Enter its weight to see whether the item fits the allowance.",
            "Indique el peso para saber si el bulto cabe en la franquicia.",
        ],
    ),
    row!(
        "dimensions_not_given",
        [
            "Sem as medidas, o volume não entra na conta dos 300 dm³.",
            "Without its measurements the item is left out of the 300 dm³ count.",
            "Sin las medidas, el bulto no entra en la cuenta de los 300 dm³.",
        ],
    ),
    row!(
        "excess_charged_per_kg",
        [
            "O excesso é cobrado por quilo, como parte do preço da passagem.",
            "The excess is charged per kilogram, as a share of the fare.",
            "El exceso se cobra por kilo, como parte del precio del pasaje.",
        ],
    ),
    row!(
        "fare_needed_for_fee",
        [
            "Informe o preço da passagem para calcular a taxa de excesso.",
            "Enter the fare to compute the excess fee.",
            "Indique el precio del pasaje para calcular el cargo por exceso.",
        ],
    ),
    row!(
        "conventional_fare_needed_for_fee",
        [
            "O excesso é cobrado sobre o preço do serviço convencional, não sobre o desta passagem: informe-o para calcular a taxa.",
            "The excess is priced on the conventional service's fare, not this ticket's: enter it to compute the fee.",
            "El exceso se cobra sobre el precio del servicio convencional, no el de este pasaje: indíquelo para calcular el cargo.",
        ],
    ),
    row!(
        "size_excess_not_priced",
        [
            "Um volume com lado acima de 1 metro também é cobrado como excesso, mas a taxa por quilo não o mede: pergunte o valor à empresa.",
            "An item with a side over 1 metre is charged as excess too, but the per-kilogram fee does not measure it: ask the carrier for the price.",
            "Un bulto con un lado de más de 1 metro también se cobra como exceso, pero el cargo por kilo no lo mide: pregunte el precio a la empresa.",
        ],
    ),
    row!(
        "volume_excess_not_priced",
        [
            "O volume acima da franquia também é cobrado como excesso, mas a taxa por quilo não o mede: pergunte o valor à empresa.",
            "Volume over the allowance is charged as excess too, but the per-kilogram fee does not measure it: ask the carrier for the price.",
            "El volumen por encima de la franquicia también se cobra como exceso, pero el cargo por kilo no lo mide: pregunte el precio a la empresa.",
        ],
    ),
    row!(
        "federal_allowance_on_rs_line",
        [
            "Nas linhas intermunicipais do RS, a franquia mostrada é a federal; das regras de bagagem do DAER, esta página só conhece as das pranchas de surf. Confirme-a com a empresa.",
            "On RS intermunicipal lines the allowance shown is the federal one; of DAER's baggage rules, this page knows only those on surfboards. Check it with the carrier.",
            "En las líneas intermunicipales de RS, la franquicia mostrada es la federal; de las reglas de equipaje del DAER, esta página solo conoce las de las tablas de surf. Confírmela con la empresa.",
        ],
    ),
    row!(
        "road_rules_applied",
        [
            "Franquia e excesso do ônibus: em trem ou barco, confirme com a transportadora.",
            "The bus's allowance and excess: by train or boat, check with the carrier.",
            "Franquicia y exceso del autobús: en tren o barco, confírmelo con la empresa.",
        ],
    ),
    row!(
        "keep_baggage_claim_tag",
        [
            "Guarde o comprovante da bagagem despachada: em caso de extravio ou dano, reclame ao fim da viagem, no formulário da transportadora.",
            "Keep the claim tag of checked bags: if they are lost or damaged, claim at the end of the trip, on the carrier's form.",
            "Guarde el comprobante del equipaje despachado: si se pierde o daña, reclame al final del viaje, en el formulario de la empresa.",
        ],
    ),
    row!(
        "assistive_device_outside_allowance",
        [
            "Cadeira de rodas e equipamento de acessibilidade de passageiro com deficiência ou mobilidade reduzida viajam fora dos limites de peso e tamanho: não contam na franquia nem pagam excesso.",
            "A wheelchair or assistive device of a passenger with a disability or reduced mobility travels outside the weight and size limits: it does not count toward the allowance and no excess is charged.",
            "La silla de ruedas o el equipo de accesibilidad de un pasajero con discapacidad o movilidad reducida viaja fuera de los límites de peso y tamaño: no cuenta en la franquicia ni paga exceso.",
        ],
    ),
);
