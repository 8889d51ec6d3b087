//! The command-line evaluator's contract on bad input and output (API.md:
//! "a malformed query prints a one-line error naming the field on stderr,
//! exit 2"): whatever the bytes, one line, a field named, no panic.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const EVALUATE: &str = env!("CARGO_BIN_EXE_evaluate");

fn run_stdin(input: &[u8]) -> Output {
    let mut child = Command::new(EVALUATE)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the evaluator runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn one_line(err: &[u8]) -> String {
    let text = String::from_utf8(err.to_vec()).expect("stderr is UTF-8");
    let body = text.strip_suffix('\n').unwrap_or(&text);
    assert!(
        !body.contains(['\n', '\r', '\u{2028}', '\u{2029}']),
        "more than one line: {text:?}"
    );
    body.to_string()
}

const HEAD: &str = r#""now":"2026-12-19T10:00:00-03:00","trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}"#;

#[test]
fn an_unknown_field_with_a_line_break_in_its_name_is_still_one_line() {
    for key in ["a\\nb", "a\\u2028b", "a\\rb"] {
        let out = run_stdin(format!("{{{HEAD},\"{key}\":1}}").as_bytes());
        assert_eq!(out.status.code(), Some(2), "{key}");
        let line = one_line(&out.stderr);
        assert!(line.contains("is not a field of the contract"), "{line}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn bytes_that_are_not_utf8_name_the_query() {
    let out = run_stdin(b"\xff{}");
    assert_eq!(out.status.code(), Some(2));
    let line = one_line(&out.stderr);
    assert!(line.starts_with("query: "), "{line}");
    assert!(line.contains("UTF-8"), "{line}");
}

#[test]
fn a_report_that_cannot_be_written_is_an_error_not_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // not Linux
    };
    let out = Command::new(EVALUATE)
        .arg("tests/cli/example-query.json")
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let line = one_line(&out.stderr);
    assert!(line.starts_with("report: cannot write"), "{line}");
    assert!(!line.contains("panicked"), "{line}");
}

/// `evaluate /dev/zero` grew to gigabytes reading bytes it would refuse:
/// no more than the limit is read.
#[test]
fn an_endless_input_is_read_no_further_than_the_limit() {
    for arg in ["/dev/zero", "-"] {
        // Under 1 GB of address space: read to the end, it aborts (exit
        // not 2) instead of eating the machine's memory.
        let out = Command::new("sh")
            .args(["-c", "ulimit -v 1000000; exec \"$0\" \"$1\"", EVALUATE, arg])
            .stdin(std::fs::File::open("/dev/zero").unwrap())
            .output()
            .unwrap();
        let args = [arg];
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(one_line(&out.stderr), "query: is larger than 262144 bytes");
    }
}

/// A carrier's pass: a query saved by an older Windows tool starts with a
/// UTF-8 byte-order mark, and was "not valid JSON ... at line 1 column 1".
/// JSON's RFC 8259 § 8.1 lets a parser ignore it; the evaluator does.
#[test]
fn a_query_file_with_a_byte_order_mark_is_read() {
    let example = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cli/example-query.json"
    ))
    .unwrap();
    let expected = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cli/example-report.json"
    ))
    .unwrap();
    let out = run_stdin(&[b"\xef\xbb\xbf".as_slice(), &example].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.stdout, expected);
}

/// `--help` and `-h` say how to call it, on stdout, exit 0; they were read
/// as a file name ("--help: cannot read").
#[test]
fn help_says_how_to_call_it() {
    for flag in ["--help", "-h"] {
        let out = Command::new(EVALUATE).arg(flag).output().unwrap();
        assert!(out.status.success(), "{flag}");
        assert!(
            String::from_utf8_lossy(&out.stdout).starts_with("usage: evaluate QUERY.json | -"),
            "{flag}"
        );
    }
}

/// API.md's CLI clause case by case (an audit of the contract tried each by
/// hand): a malformed query is one line naming the field, exit 2, nothing
/// on stdout.
#[test]
fn each_kind_of_malformed_query_names_its_field_on_one_line_and_exits_2() {
    let head = r#""now":"2026-12-19T10:00:00-03:00""#;
    let trip = |extra: &str| {
        format!(
            r#"{{{head},"trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"{extra}}}}}"#
        )
    };
    let cases = [
        (
            String::new(),
            "query: is not valid JSON: unexpected end of input",
        ),
        (
            "{".into(),
            "query: is not valid JSON: expected a field name",
        ),
        (format!("{{{head}}}"), "trip: is required"),
        (
            trip(r#","regularLine":"yes""#),
            "trip.regularLine: must be true or false",
        ),
        (
            trip(r#","mode":"Road""#),
            "trip.mode: must be one of: road, rail, waterway",
        ),
    ];
    for (input, start) in cases {
        let out = run_stdin(input.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{input}");
        assert!(one_line(&out.stderr).starts_with(start), "{input}");
        assert!(out.stdout.is_empty(), "{input}");
    }
}

/// A path that is not a readable file names the path; no argument, or two,
/// prints the usage; all exit 2.
#[test]
fn a_path_that_cannot_be_read_or_a_wrong_call_exits_2() {
    for (args, start) in [
        (vec!["tests"], "tests: cannot read"),
        (
            vec!["tests/cli/no-such-query.json"],
            "tests/cli/no-such-query.json: cannot read",
        ),
        (vec![], "usage: evaluate QUERY.json | -"),
        (vec!["a.json", "b.json"], "usage: evaluate QUERY.json | -"),
    ] {
        let out = Command::new(EVALUATE)
            .args(&args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(one_line(&out.stderr).starts_with(start), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// A file name is bytes on Unix, not always UTF-8: `std::env::args` panicked
/// on `\xff.json` (exit 101 and a backtrace, a contract audit) though the
/// file held a valid query.
#[cfg(unix)]
#[test]
fn a_file_name_that_is_not_utf8_is_read() {
    use std::os::unix::ffi::OsStrExt;
    let dir = std::env::temp_dir().join(format!("embarque-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(std::ffi::OsStr::from_bytes(b"\xff.json"));
    std::fs::copy("tests/cli/example-query.json", &path).unwrap();
    let out = Command::new(EVALUATE).arg(&path).output().unwrap();
    let missing = Command::new(EVALUATE)
        .arg(dir.join(std::ffi::OsStr::from_bytes(b"\xfe")))
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.starts_with(b"{"));
    // One that cannot be read is named as it can be, on one line, exit 2.
    assert_eq!(missing.status.code(), Some(2));
    let line = one_line(&missing.stderr);
    assert!(line.contains("\u{fffd}: cannot read: "), "{line}");
}
