//! Command-line evaluator: `evaluate QUERY.json` (or `-` for stdin) prints the
//! Report JSON on stdout and exits 0; a malformed query prints a one-line
//! error naming the field on stderr and exits 2; a report that cannot be
//! written (a full disk, a closed pipe) is a one-line error, exit 1.

use embarque::rules::json::{too_large, MAX_TEXT};
use std::io::{Read, Write};
use std::process::ExitCode;

/// The error on one line: a field's name is the query's own text, and a
/// key with a line break in it would split the line.
fn say(msg: &str) {
    let line: String = msg
        .chars()
        .map(|c| match c {
            '\n' | '\r' | '\u{2028}' | '\u{2029}' => c.escape_unicode().to_string(),
            c if c.is_control() => c.escape_unicode().to_string(),
            c => c.to_string(),
        })
        .collect();
    eprintln!("{line}");
}

const USAGE: &str = "usage: evaluate QUERY.json | -";

fn main() -> ExitCode {
    // A file name is bytes on Unix: `env::args` panicked on one that is not
    // UTF-8 (a contract audit).
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if matches!(args.as_slice(), [h] if h == "--help" || h == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let [path] = args.as_slice() else {
        say(USAGE);
        return ExitCode::from(2);
    };
    // One byte past the limit is enough to refuse it: `/dev/zero` was
    // read to gigabytes.
    let mut bytes = Vec::new();
    let limit = MAX_TEXT as u64 + 1;
    let name = path.to_string_lossy();
    let read = if path == "-" {
        std::io::stdin().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    if let Err(e) = read {
        say(&format!("{name}: cannot read: {e}"));
        return ExitCode::from(2);
    }
    if bytes.len() > MAX_TEXT {
        say(&too_large("query").to_string());
        return ExitCode::from(2);
    }
    let json = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            say(&format!("query: is not valid UTF-8 (byte {at})"));
            return ExitCode::from(2);
        }
    };
    // A byte-order mark is skipped by parse_query itself.
    let report = match embarque::rules::evaluate_json(&json) {
        Ok(report) => report,
        Err(e) => {
            say(&e.to_string());
            return ExitCode::from(2);
        }
    };
    let out = match serde_json::to_string_pretty(&report) {
        Ok(out) => out,
        Err(e) => {
            say(&format!("report: cannot serialize: {e}"));
            return ExitCode::from(1);
        }
    };
    // `println!` panics when stdout fails.
    let mut stdout = std::io::stdout().lock();
    match writeln!(stdout, "{out}").and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            say(&format!("report: cannot write: {e}"));
            ExitCode::from(1)
        }
    }
}
