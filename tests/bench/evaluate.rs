//! Speed of the rules core (issue 7): `evaluate_json` (parse + check +
//! decide) and `evaluate` on a pre-parsed `Query`, on the full example query
//! (every section filled, `tests/cli/example-query.json`) and on each domain
//! alone (the trip plus that domain's sections); and writing the full
//! Report as JSON text (`embarque::write`, and serde_json for comparison).
//!
//!   cargo bench --bench evaluate
//!
//! Built with the release profile (`opt-level = "z"`, LTO), as the widget is.

use criterion::{criterion_group, criterion_main, Criterion};
use embarque::rules::{evaluate, evaluate_json, parse_query, Report};
use embarque::write;
use serde_json::{json, Value};
use std::hint::black_box;
use std::time::Duration;

const FULL: &str = include_str!("../cli/example-query.json");

/// `now` and `trip` of the full query plus `sections`.
fn with(sections: &[(&str, Value)]) -> String {
    let full: Value = serde_json::from_str(FULL).expect("example query is JSON");
    let mut q = serde_json::Map::new();
    q.insert("now".into(), full["now"].clone());
    q.insert("trip".into(), full["trip"].clone());
    for (k, v) in sections {
        q.insert((*k).into(), v.clone());
    }
    Value::Object(q).to_string()
}

/// A named query and a check that its report decides what it is for.
type Measured = (&'static str, String, fn(&Report) -> bool);

/// The queries measured.
fn queries() -> Vec<Measured> {
    let full: Value = serde_json::from_str(FULL).expect("example query is JSON");
    vec![
        ("full", FULL.to_string(), |r| {
            !r.benefits.is_empty()
                && r.refund.is_some()
                && r.baggage.is_some()
                && !r.pets.is_empty()
                && r.minor.is_some()
        }),
        (
            "benefits",
            with(&[
                (
                    "passenger",
                    json!({ "birthDate": "1958-03-10", "elderlyIncomeProof": true, "occupiesSeat": true }),
                ),
                ("seats", full["seats"].clone()),
            ]),
            |r| !r.benefits.is_empty(),
        ),
        (
            "refund_withdrawal",
            with(&[
                ("ticket", full["ticket"].clone()),
                ("request", full["request"].clone()),
            ]),
            |r| r.refund.is_some(),
        ),
        (
            "baggage",
            with(&[("baggage", full["baggage"].clone())]),
            |r| r.baggage.is_some(),
        ),
        ("pets", with(&[("pets", full["pets"].clone())]), |r| {
            !r.pets.is_empty()
        }),
        (
            "minor_companions",
            with(&[(
                "passenger",
                json!({
                    "birthDate": "2016-03-10",
                    "companions": [
                        { "relation": "grandparent", "age": 68, "kinshipProof": true },
                        { "relation": "uncle_aunt", "age": 35, "kinshipProof": true }
                    ]
                }),
            )]),
            |r| r.minor.is_some(),
        ),
    ]
}

fn bench(c: &mut Criterion) {
    let queries = queries();
    for (name, json, decides) in &queries {
        let report = evaluate_json(json).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(report.error.is_none(), "{name}: {:?}", report.error);
        assert!(decides(&report), "{name}: the report lacks its domain");
    }

    let mut g = c.benchmark_group("evaluate_json");
    for (name, json, _) in &queries {
        g.bench_function(*name, |b| {
            b.iter(|| evaluate_json(black_box(json.as_str())))
        });
    }
    g.finish();

    let mut g = c.benchmark_group("evaluate");
    for (name, json, _) in &queries {
        let q = parse_query(json).expect("query parses");
        g.bench_function(*name, |b| b.iter(|| evaluate(black_box(&q))));
    }
    g.finish();

    // The full Report as JSON text, as the JavaScript `evaluate` hands it
    // over: `embarque::write` next to serde_json, which writes the same bytes.
    let report = evaluate(&parse_query(FULL).expect("query parses"));
    let mut g = c.benchmark_group("report_json");
    g.bench_function("write", |b| b.iter(|| write::to_string(black_box(&report))));
    g.bench_function("serde_json", |b| {
        b.iter(|| serde_json::to_string(black_box(&report)))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(50);
    targets = bench
}
criterion_main!(benches);
