//! Writing a [`Report`](crate::rules::Report) as JSON text: the same bytes
//! as `serde_json::to_string`, in about half the time in WebAssembly.
//!
//! It sits beside the API, not in the rule core: besides the Report it
//! writes the parts of the API's other replies, which can hold a float (a
//! carrier's rack in centimetres), so it has a float writer. In the
//! browser that one writes the engine's text for the float (see
//! `float_text`): the same number, not always serde_json's bytes.
//!
//! The JavaScript `evaluate` hands its Report over as JSON text (one string
//! and one `JSON.parse` cost less than building the objects field by field
//! across the boundary). With serde_json, escaping the Report's strings was
//! the largest single cost of the whole call in the browser: it looks at
//! every byte of every key and value, and at `opt-level = "z"` that loop is
//! slow. Here a struct's field names (Rust identifiers, nothing to escape)
//! are copied as they are, and a value is scanned eight bytes at a time.
//!
//! ```
//! use embarque::rules::evaluate_json;
//! use embarque::write;
//! let r = evaluate_json(r#"{"now":"2026-12-19T10:00:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}}"#).unwrap();
//! assert_eq!(write::to_string(&r).unwrap(), serde_json::to_string(&r).unwrap());
//! ```

use serde::ser::{self, Serialize};
use std::fmt;

/// `v` as compact JSON text, exactly as `serde_json::to_string` writes it
/// (in the browser, floats as the engine writes them).
pub fn to_string<T: Serialize + ?Sized>(v: &T) -> Result<String, Error> {
    let mut w = Writer {
        out: String::with_capacity(16 * 1024),
        owed: Owed::Nothing,
        citation: false,
    };
    v.serialize(&mut w)?;
    w.settle();
    Ok(w.out)
}

/// What cannot be written as JSON (a map key that is not a string, a
/// non-finite number is written `null` as serde_json does).
///
/// Its message is a `Box<str>` (two words), not a `String` (three), so that
/// `Result<(), Error>`, which every call of the writer returns, fits in
/// eight bytes and is returned as a value: the `String`'s went through
/// memory on the shadow stack at every call, and now, where a call cannot
/// fail, the wasm drops the result altogether (most `serialize_field`s).
/// −0.8 KB gzip and −3.5 KB raw of the page, the same bytes written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(Box<str>);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string().into())
    }
}

/// The text so far, written by `push_str` only: `String::push` encodes a
/// `char` on every call. (A `Vec<u8>` with `String::from_utf8` at the end,
/// or a pre-sized buffer written by index, measured slower in the browser.)
///
/// Each push costs far more than its few bytes (a capacity check and a
/// copy call), and most pushes are punctuation between a key and a value:
/// `,"` name `":` `"` value `"`. So a key's closing `":` and a string's
/// closing `"` are held back as `owed`, and written with the punctuation
/// that follows as one literal (`":"`, `","`, `"}`): 4 pushes a string field
/// rather than 6.
struct Writer {
    out: String,
    owed: Owed,
    /// In a citation (see `serialize_newtype_struct`): its values write
    /// their keys and its article's opening quote.
    citation: bool,
}

/// Punctuation written by the next push, not yet in the text.
#[derive(Clone, Copy)]
enum Owed {
    Nothing,
    /// `":`, after a struct's field name or a map key.
    Colon,
    /// `"`, after a string value.
    Quote,
    /// `,`, between two elements of a list.
    Comma,
    /// `",`, after a string element of a list.
    QuoteComma,
}

/// A piece of punctuation as it is written after each `Owed`, in its order:
/// always the owed text and the piece concatenated, so any choice is right;
/// the pairs the Report never meets are there for that.
struct Joined([&'static str; 5]);

/// The `Joined` of a piece.
macro_rules! joined {
    ($p:literal) => {
        Joined([
            $p,
            concat!("\":", $p),
            concat!("\"", $p),
            concat!(",", $p),
            concat!("\",", $p),
        ])
    };
}

static NOTHING: Joined = joined!("");
static OPEN_STRING: Joined = joined!("\"");
static NEXT_NAME: Joined = joined!(",\"");
static OPEN_OBJECT: Joined = joined!("{");
static OPEN_LIST: Joined = joined!("[");
static CLOSE_OBJECT: Joined = joined!("}");
static CLOSE_LIST: Joined = joined!("]");
static CLOSE_VARIANT_OBJECT: Joined = joined!("}}");
static CLOSE_VARIANT_LIST: Joined = joined!("]}");
static NULL: Joined = joined!("null");

/// Whether any of the eight bytes of `w` must be escaped in a JSON string:
/// a control byte (below 0x20), `"` or `\`, the bytes that end a plain run
/// of a string for the JSON reader too (one word trick for both).
#[inline(always)]
fn needs_escape(w: u64) -> bool {
    crate::rules::json::special(w) != 0
}

/// Whether a byte goes into a JSON string as it is.
fn plain(b: u8) -> bool {
    b >= 0x20 && b != b'"' && b != b'\\'
}

/// Whether nothing in `b` needs escaping: eight bytes at a time, the last
/// word overlapping the one before, so a string of 8 to 16 bytes is two
/// checks and no byte loop.
fn clean(b: &[u8]) -> bool {
    if b.len() < 8 {
        return b.iter().all(|&c| plain(c));
    }
    let mut i = 0;
    while i + 8 < b.len() {
        if needs_escape(word(b, i)) {
            return false;
        }
        i += 8;
    }
    !needs_escape(word(b, b.len() - 8))
}

/// The eight bytes of `b` from `i`, as one little-endian word. Inlined:
/// as a call per word at `opt-level = "z"` it cost more than the check.
#[inline(always)]
fn word(b: &[u8], i: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[i..i + 8]);
    u64::from_le_bytes(w)
}

/// A float as serde_json writes it (`null` when not finite).
#[cfg(not(target_arch = "wasm32"))]
fn float_text(v: f64) -> String {
    serde_json::to_string(&v).unwrap_or_else(|_| "null".into())
}

/// A float in the browser: the engine's own shortest text (`Number#toString`,
/// which `JSON.parse` reads back to the same double). serde_json's float writer
/// would bring its code and tables into the wasm (3.4 KB gzip) for the one float
/// a reply can hold. It differs from serde_json's text only in form (`30` for
/// `30.0`, `1e+300` for `1e300`), never in the number, and `-0.0` keeps its sign.
#[cfg(target_arch = "wasm32")]
fn float_text(v: f64) -> String {
    if !v.is_finite() {
        "null".into()
    } else if v == 0.0 {
        if v.is_sign_negative() { "-0.0" } else { "0.0" }.into()
    } else {
        String::from(
            js_sys::Number::from(v)
                .to_string_with_radix(10)
                .unwrap_or_else(|_| "null".into()),
        )
    }
}

/// The escape of one byte, as serde_json writes it.
fn escape(out: &mut Writer, b: u8) {
    const HEX: &str = "0123456789abcdef";
    let short = match b {
        b'"' => "\\\"",
        b'\\' => "\\\\",
        b'\n' => "\\n",
        b'\r' => "\\r",
        b'\t' => "\\t",
        0x08 => "\\b",
        0x0c => "\\f",
        _ => {
            let (hi, lo) = ((b >> 4) as usize, (b & 0xf) as usize);
            out.text("\\u00");
            // `get`, not `[..]`: a `str` slice's panic brings Unicode's
            // tables into the wasm (see `texts::find`).
            out.text(HEX.get(hi..hi + 1).unwrap_or_default());
            HEX.get(lo..lo + 1).unwrap_or_default()
        }
    };
    out.text(short);
}

impl Writer {
    /// `s` after what is owed.
    fn text(&mut self, s: &str) {
        self.settle();
        self.out.push_str(s);
    }

    /// What is owed, written.
    fn settle(&mut self) {
        if !matches!(self.owed, Owed::Nothing) {
            self.joined(&NOTHING);
        }
    }

    /// `p` and what is owed before it, as one push.
    fn joined(&mut self, p: &Joined) {
        let owed = std::mem::replace(&mut self.owed, Owed::Nothing);
        self.out.push_str(p.0[owed as usize]);
    }

    /// `s` quoted, and escaped when it needs it (almost never: the Report's
    /// strings are the core's own keys, citations and dates).
    /// Its closing quote is left owed. In a citation, the one string is
    /// the article, whose opening quote ends the text before it.
    fn string(&mut self, s: &str) {
        if !self.citation {
            self.joined(&OPEN_STRING);
        }
        if clean(s.as_bytes()) {
            self.out.push_str(s);
        } else {
            self.escaped(s);
        }
        self.owed = Owed::Quote;
    }

    /// `s` with its escapes, a run without one copied at once.
    fn escaped(&mut self, s: &str) {
        let mut start = 0;
        for (i, &b) in s.as_bytes().iter().enumerate() {
            if !plain(b) {
                // `start..i` ends before an ASCII byte: a char boundary.
                self.text(s.get(start..i).unwrap_or_default());
                escape(self, b);
                start = i + 1;
            }
        }
        self.text(s.get(start..).unwrap_or_default());
    }

    fn unsigned(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        loop {
            at -= 1;
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        // ASCII digits: always UTF-8; one copy rather than one per digit.
        self.text(std::str::from_utf8(&digits[at..]).unwrap_or_default());
    }

    fn signed(&mut self, n: i64) {
        if n < 0 {
            self.text("-");
        }
        self.unsigned(n.unsigned_abs());
    }

    /// The comma between two elements or entries, left owed: one push with
    /// the next value's opening (`,{`, `","`), not two.
    fn comma(&mut self) {
        self.owed = match self.owed {
            Owed::Nothing => Owed::Comma,
            Owed::Quote => Owed::QuoteComma,
            _ => {
                self.settle();
                Owed::Comma
            }
        };
    }

    /// A field name or map key, after a comma unless first; its `":` is
    /// left owed. None in a citation: its values bring their keys.
    fn key(&mut self, first: &mut bool, key: &str, plain: bool) {
        if self.citation {
            return;
        }
        let comma = !std::mem::take(first);
        if plain {
            // A struct's field name: a Rust identifier, never escaped.
            self.joined(if comma { &NEXT_NAME } else { &OPEN_STRING });
            self.out.push_str(key);
        } else {
            if comma {
                self.comma();
            }
            self.string(key);
        }
        self.owed = Owed::Colon;
    }
}

/// An array, object or struct being written: whether nothing is in it yet.
pub struct Compound<'w> {
    w: &'w mut Writer,
    first: bool,
    /// What closes it: `]` or `}`, and a second `}` for an enum variant's.
    /// One piece, so one push when it ends (a push is the writer's main cost).
    close: &'static Joined,
}

type Res = Result<(), Error>;

/// `Serializer` methods for integer types, each through `Writer::$write`.
macro_rules! integers {
    ($($method:ident: $ty:ty => $write:ident),*) => {$(
        fn $method(self, v: $ty) -> Res {
            self.$write(v.into());
            Ok(())
        }
    )*};
}

impl<'w> ser::Serializer for &'w mut Writer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'w>;
    type SerializeTuple = Compound<'w>;
    type SerializeTupleStruct = Compound<'w>;
    type SerializeTupleVariant = Compound<'w>;
    type SerializeMap = Compound<'w>;
    type SerializeStruct = Compound<'w>;
    type SerializeStructVariant = Compound<'w>;

    fn serialize_bool(self, v: bool) -> Res {
        self.text(if v { "true" } else { "false" });
        Ok(())
    }
    // Every integer widens to i64 or u64 and is written digit by digit.
    integers!(
        serialize_i8: i8 => signed,
        serialize_i16: i16 => signed,
        serialize_i32: i32 => signed,
        serialize_i64: i64 => signed,
        serialize_u8: u8 => unsigned,
        serialize_u16: u16 => unsigned,
        serialize_u32: u32 => unsigned,
        serialize_u64: u64 => unsigned
    );
    // Floats never appear in a Report (money is centavos, weight grams); the
    // API's other replies may hold one (a carrier's rack of 45.5 cm).
    fn serialize_f32(self, v: f32) -> Res {
        self.serialize_f64(v.into())
    }
    fn serialize_f64(self, v: f64) -> Res {
        self.text(&float_text(v));
        Ok(())
    }
    fn serialize_char(self, v: char) -> Res {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Res {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Res {
        use ser::SerializeSeq;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Res {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Res {
        self.joined(&NULL);
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, name: &'static str, at: u32, variant: &'static str) -> Res {
        if self.citation {
            // A citation's value, named by its text (`rules::law::Citation`)
            // from the previous value's closing quote: the first to the
            // article's opening quote, its value in it; the last to its
            // value.
            self.owed = Owed::Nothing;
            self.out.push_str(name);
            if at != 0 {
                self.out.push_str(variant);
                self.owed = Owed::Quote;
            }
        } else {
            self.string(variant);
        }
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, name: &'static str, v: &T) -> Res {
        // A citation (`rules::law::Citation`): no Rust name begins with `{`.
        // Nothing nests in one, so a flag does, until its end.
        self.citation = name.as_bytes().first() == Some(&b'{');
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Res {
        self.text("{");
        self.string(variant);
        self.text(":");
        v.serialize(&mut *self)?;
        self.text("}");
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'w>, Error> {
        self.joined(&OPEN_LIST);
        Ok(Compound {
            w: self,
            first: true,
            close: &CLOSE_LIST,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'w>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Compound<'w>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w>, Error> {
        self.text("{");
        self.string(variant);
        self.text(":[");
        Ok(Compound {
            w: self,
            first: true,
            close: &CLOSE_VARIANT_LIST,
        })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'w>, Error> {
        self.joined(&OPEN_OBJECT);
        Ok(Compound {
            w: self,
            first: true,
            close: &CLOSE_OBJECT,
        })
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Compound<'w>, Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w>, Error> {
        self.text("{");
        self.string(variant);
        self.text(":{");
        Ok(Compound {
            w: self,
            first: true,
            close: &CLOSE_VARIANT_OBJECT,
        })
    }
}

impl Compound<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        if !std::mem::take(&mut self.first) {
            self.w.comma();
        }
        v.serialize(&mut *self.w)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Res {
        self.w.key(&mut self.first, key, true);
        v.serialize(&mut *self.w)
    }

    fn finish(self) -> Res {
        self.w.citation = false;
        self.w.joined(self.close);
        Ok(())
    }
}

/// The element-by-element compounds: a list, written `[a,b]`.
macro_rules! list_like {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
                self.element(v)
            }
            fn end(self) -> Res {
                self.finish()
            }
        }
    )*};
}

list_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Res {
        let text = key.serialize(KeyText)?;
        self.w.key(&mut self.first, &text, false);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Res {
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Res {
        self.finish()
    }
}

/// The field-by-field compounds: a struct, written `{"name":v}`.
macro_rules! struct_like {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Res {
                self.field(key, v)
            }
            fn end(self) -> Res {
                self.finish()
            }
        }
    )*};
}

struct_like!(SerializeStruct, SerializeStructVariant);

/// A map key: JSON keys are strings, so a string, or an integer or bool in
/// quotes as serde_json writes it; anything else is an error.
struct KeyText;

fn key_error() -> Error {
    Error("a map key must be a string".into())
}

/// `fn serialize_x(self, v: T) -> Result<String, Error>`: the value's text.
macro_rules! key_as_text {
    ($($method:ident: $ty:ty),*) => {$(
        fn $method(self, v: $ty) -> Result<String, Error> {
            Ok(v.to_string())
        }
    )*};
}

impl ser::Serializer for KeyText {
    type Ok = String;
    type Error = Error;
    type SerializeSeq = ser::Impossible<String, Error>;
    type SerializeTuple = ser::Impossible<String, Error>;
    type SerializeTupleStruct = ser::Impossible<String, Error>;
    type SerializeTupleVariant = ser::Impossible<String, Error>;
    type SerializeMap = ser::Impossible<String, Error>;
    type SerializeStruct = ser::Impossible<String, Error>;
    type SerializeStructVariant = ser::Impossible<String, Error>;

    // Integers and bools, in quotes as serde_json writes them.
    key_as_text!(
        serialize_bool: bool,
        serialize_i8: i8,
        serialize_i16: i16,
        serialize_i32: i32,
        serialize_i64: i64,
        serialize_u8: u8,
        serialize_u16: u16,
        serialize_u32: u32,
        serialize_u64: u64,
        serialize_char: char
    );
    fn serialize_f32(self, _: f32) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_f64(self, _: f64) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_str(self, v: &str) -> Result<String, Error> {
        Ok(v.to_owned())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_none(self) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_unit(self) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<String, Error> {
        Ok(variant.to_owned())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<String, Error> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<String, Error> {
        Err(key_error())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(key_error())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        Err(key_error())
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        Err(key_error())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(key_error())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(key_error())
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        Err(key_error())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(key_error())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn same<T: Serialize + ?Sized>(v: &T) {
        assert_eq!(to_string(v).unwrap(), serde_json::to_string(v).unwrap());
    }

    #[test]
    fn every_escape_and_run_length_as_serde_json() {
        // Every byte that needs escaping, at every offset of the 8-byte scan.
        for b in (0u8..0x20).chain([b'"', b'\\', b'/', 0x7f]) {
            for pad in 0..17 {
                let mut s = "a".repeat(pad);
                s.push(b as char);
                s.push_str("ção§º");
                s.push_str(&"z".repeat(pad));
                same(&s);
            }
        }
        same("");
        same("😀 R$ 237,50 – art. 13, § 2º");
    }

    #[test]
    fn numbers_values_and_compounds_as_serde_json() {
        same(&[0u64, 9, 10, 99, 100, u64::MAX]);
        same(&[0i64, -1, -10, i64::MIN, i64::MAX]);
        same(&[1.5f64, -0.0, 1e300, f64::NAN]);
        same(&json!({ "a\"b": [null, true, false, { "": "x\n" }], "n": 2.25, "e": {} , "l": [] }));
        same(&Some("x"));
        same(&(1u8, 'c', "t"));
        let mut m = std::collections::BTreeMap::new();
        m.insert(3u32, "three");
        m.insert(10u32, "ten");
        same(&m);
    }

    #[test]
    fn each_joined_piece_is_the_owed_text_then_the_piece() {
        let owed = [
            (Owed::Nothing, ""),
            (Owed::Colon, "\":"),
            (Owed::Quote, "\""),
            (Owed::Comma, ","),
            (Owed::QuoteComma, "\","),
        ];
        for p in [
            &NOTHING,
            &OPEN_STRING,
            &NEXT_NAME,
            &OPEN_OBJECT,
            &OPEN_LIST,
            &CLOSE_OBJECT,
            &CLOSE_LIST,
            &CLOSE_VARIANT_OBJECT,
            &CLOSE_VARIANT_LIST,
            &NULL,
        ] {
            for (o, text) in owed {
                assert_eq!(p.0[o as usize], format!("{text}{}", p.0[0]));
            }
        }
    }

    /// A citation is written from the text its values carry, not field by
    /// field: for every instrument, after each piece of punctuation that can
    /// come before it, with articles that need escaping too.
    #[test]
    fn every_citation_as_serde_json() {
        use crate::rules::law::{Citation, Instrument};
        for &i in Instrument::ALL {
            for article in ["art. 13, § 2º", "", "anexo \"A\"\\\n", "😀"] {
                let c = Citation::new(i, article);
                same(&c);
                same(&[c, c]);
                same(&Some(c));
                same(&("x", c, 1u8, [c]));
                let mut m = std::collections::BTreeMap::new();
                m.insert("a", vec![c]);
                m.insert("b", vec![]);
                same(&(m, json!({ "k": "v" })));
                same(&std::collections::BTreeMap::from([("c", c), ("d", c)]));
            }
        }
    }

    #[test]
    fn a_map_key_that_is_not_a_string_is_an_error() {
        let mut m = std::collections::BTreeMap::new();
        m.insert(vec![1u8], 1u8);
        assert!(to_string(&m).is_err());
    }
}
