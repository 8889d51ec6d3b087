//! The departure's time zone: Brazil's four legal offsets and the device's
//! zone read by its IANA name.

/// Brazil's legal times (Decreto 9.772/2019 ended daylight saving): the
/// departure's date and time are read in the zone of the city it leaves
/// from, what a ticket prints. Read at Brasília's −03:00 everywhere, a 23:00
/// bus from Campo Grande (−04:00) had "already left" at 22:45 there. Key,
/// offset as RFC 3339 writes it, seconds west of UTC.
pub const ZONES: [(&str, &str, i32); 4] = [
    ("brasilia", "-03:00", 3 * 3600),
    ("amazonas", "-04:00", 4 * 3600),
    ("acre", "-05:00", 5 * 3600),
    ("noronha", "-02:00", 2 * 3600),
];
/// The keys of [`ZONES`], for the select and the URL.
pub const ZONE_KEYS: &[&str] = &[ZONES[0].0, ZONES[1].0, ZONES[2].0, ZONES[3].0];

/// Brazil's IANA time zones, the city after `America/`, for each of
/// [`ZONES`] in its order.
const CITIES: [&str; 4] = [
    "Sao_Paulo Bahia Fortaleza Recife Maceio Belem Araguaina Santarem",
    "Manaus Cuiaba Campo_Grande Porto_Velho Boa_Vista",
    "Rio_Branco Eirunepe Porto_Acre",
    "Noronha",
];

/// The zone of a device whose IANA time zone is `tz`, else Brasília's. By
/// name, not by the UTC offset: Bogotá's and Lima's −5 are not Acre's (a
/// São Paulo bus was read two hours off), nor La Paz's −4 Manaus's, and São
/// Paulo in a daylight-saving season was −2, Noronha's.
pub fn zone_of(tz: &str) -> (&'static str, i32) {
    let city = tz.strip_prefix("America/").unwrap_or_default();
    let i = CITIES
        .iter()
        .position(|c| c.split(' ').any(|n| n == city))
        .unwrap_or(0);
    (ZONES[i].0, ZONES[i].2)
}
