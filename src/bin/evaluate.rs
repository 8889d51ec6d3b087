//! Command-line evaluator: `evaluate QUERY.json` (or `-` for stdin) prints the
//! Report JSON on stdout and exits 0; a malformed query prints a one-line
//! error naming the field on stderr and exits 2.

use std::io::Read;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [path] = args.as_slice() else {
        eprintln!("usage: evaluate QUERY.json | -");
        return ExitCode::from(2);
    };
    let mut json = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut json).map(|_| ())
    } else {
        std::fs::read_to_string(path).map(|s| json = s)
    };
    if let Err(e) = read {
        eprintln!("{path}: cannot read: {e}");
        return ExitCode::from(2);
    }
    match embarque::rules::evaluate_json(&json) {
        Ok(report) => match serde_json::to_string_pretty(&report) {
            Ok(out) => {
                println!("{out}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("report: cannot serialize: {e}");
                ExitCode::from(1)
            }
        },
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
