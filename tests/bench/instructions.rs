//! A host-independent figure for issue 7's speed targets: the instructions
//! one `evaluate_json` of the full example query takes, and one write of its
//! Report, counted by valgrind's callgrind. Criterion's times move 1.5–2×
//! with this VM's host from week to week; the count does not, so a commit
//! that slows the core shows here whatever the host. The fifteenth stop,
//! on a host twice as slow as the thirteenth's, counted 149.2 k at `2011d94`
//! against 149.1 k at `ae2b533` with a harness like this one; this one
//! counts 152 620 and 195 393 (write) at its first commit, the same on
//! every run.
//!
//!   bash .ci/bench.sh      (runs it under callgrind when valgrind is installed)
//!
//! By hand: run the binary under callgrind with `N` and with `N + 10`
//! iterations of a step (`parse` or `write`); the difference over 10 is one
//! iteration, without the start-up. `cargo bench` itself runs it once, as a
//! check that it works.

use embarque::rules::evaluate_json;
use embarque::write;
use std::hint::black_box;

const FULL: &str = include_str!("../cli/example-query.json");

fn main() {
    // `cargo bench` passes `--bench`; by hand: STEP ITERATIONS.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let step = args.first().map_or("parse", String::as_str);
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let report = evaluate_json(FULL).expect("the example query is valid");
    let mut bytes = 0;
    for _ in 0..n {
        bytes += match step {
            "parse" => evaluate_json(black_box(FULL)).map_or(0, |r| r.benefits.len()),
            "write" => write::to_string(black_box(&report)).map_or(0, |s| s.len()),
            other => panic!("unknown step {other}: parse or write"),
        };
    }
    black_box(bytes);
}
