//! Reading a JSON document field by field, naming the path of every error.
//!
//! The contract's Query and the carrier's policy are read through
//! [`Reader`], the policy document's `carrier` block through [`Fields`], by hand
//! rather than by `#[derive(Deserialize)]`:
//! a derived deserializer per input type (and `serde_path_to_error` around it
//! to learn the path) cost about a tenth of the widget's WebAssembly, and the
//! browser pays for every byte. The errors read as the passenger's form and
//! the carrier's web team need them: `baggage[2].weightKg: must be a number`.
//!
//! The text is parsed by [`parse`] into a [`Json`] tree that borrows its
//! strings from the text and keeps an object's fields in a list: serde_json's
//! `Value` (a String per key, a BTreeMap per object) made parsing two thirds
//! of the whole evaluation. It accepts exactly what serde_json accepts
//! (RFC 8259, nesting below 128), which the tests and the fuzzer check.
//!
//! `null` counts as absent everywhere, as JavaScript callers expect.
//!
//! ```
//! use embarque::rules::json::{parse, Reader};
//! let v = parse(r#"{ "weightKg": "heavy" }"#, "bag").unwrap();
//! let e = Reader::read("baggage[0]", &v, |bag| bag.number("weightKg")).unwrap_err();
//! assert_eq!(e.field, "baggage[0].weightKg");
//! assert_eq!(e.message, "must be a number");
//! ```

use super::input::InputError;
use serde_json::{Map, Value};
use std::borrow::Cow;

/// A parsed JSON value; strings borrow from the text unless escaped.
#[derive(Debug, Clone, PartialEq)]
pub enum Json<'a> {
    Null,
    Bool(bool),
    Num(f64),
    Str(Cow<'a, str>),
    Arr(Vec<Json<'a>>),
    /// Fields in document order; a repeated name: the last one counts.
    Obj(Vec<(Cow<'a, str>, Json<'a>)>),
}

impl<'a> Json<'a> {
    /// The number, if this is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Num(n) => Some(*n),
            _ => None,
        }
    }

    /// The text, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The items, if this is a list.
    pub fn as_array(&self) -> Option<&[Json<'a>]> {
        match self {
            Json::Arr(items) => Some(items),
            _ => None,
        }
    }

    /// The field `name` of an object (of a repeated name, the last).
    pub fn get(&self, name: &str) -> Option<&Json<'a>> {
        match self {
            Json::Obj(fields) => fields.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Every object's fields, at every depth, as serde_json's `Value` keeps
    /// them: in the order of their names, a repeated name's last value
    /// only (`Json::from_value(&v.to_value())` without building the
    /// `Value`). The carrier's policy and the `mount` theme are read so, as
    /// they were when parsed into a `Value`: the order of their errors is
    /// that of the names, and serde_json is not in the wasm.
    pub fn sort(&mut self) {
        match self {
            Json::Arr(items) => {
                for v in items {
                    v.sort();
                }
            }
            Json::Obj(fields) => {
                let order = name_order(fields);
                let mut items = std::mem::take(fields);
                for (n, &i) in order.iter().enumerate() {
                    // A repeated name: its run ends with its last value.
                    if order
                        .get(n + 1)
                        .is_some_and(|&j| items[j].0.as_ref() == items[i].0.as_ref())
                    {
                        continue;
                    }
                    let (k, mut v) =
                        std::mem::replace(&mut items[i], (Cow::Borrowed(""), Json::Null));
                    v.sort();
                    fields.push((k, v));
                }
            }
            _ => {}
        }
    }

    /// A view of a serde_json value (for callers that hold one).
    pub fn from_value(v: &'a Value) -> Json<'a> {
        match v {
            Value::Null => Json::Null,
            Value::Bool(b) => Json::Bool(*b),
            Value::Number(n) => Json::Num(n.as_f64().unwrap_or(f64::NAN)),
            Value::String(s) => Json::Str(Cow::Borrowed(s)),
            Value::Array(items) => Json::Arr(items.iter().map(Json::from_value).collect()),
            Value::Object(map) => Json::Obj(
                map.iter()
                    .map(|(k, v)| (Cow::Borrowed(k.as_str()), Json::from_value(v)))
                    .collect(),
            ),
        }
    }

    /// Whether this is the document serde_json reads as `v` (for the tests
    /// and the fuzzer): numbers the same double, to the last bit (serde_json
    /// rounds correctly with `float_roundtrip`, as `rules::decimal` does);
    /// of a repeated field name, the last counts, as in serde_json.
    pub fn same_as(&self, v: &Value) -> bool {
        match (self, v) {
            (Json::Null, Value::Null) => true,
            (Json::Bool(a), Value::Bool(b)) => a == b,
            // `==` and not the bits: serde_json reads `-0` as the integer 0.
            (Json::Num(a), Value::Number(b)) => b.as_f64() == Some(*a),
            (Json::Str(a), Value::String(b)) => a == b,
            (Json::Arr(a), Value::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same_as(y))
            }
            (Json::Obj(a), Value::Object(b)) => {
                let mut names: Vec<&str> = a.iter().map(|(k, _)| k.as_ref()).collect();
                names.sort_unstable();
                names.dedup();
                names.len() == b.len()
                    && names.iter().all(|n| {
                        let last = a.iter().rev().find(|(k, _)| k == n).map(|(_, v)| v);
                        matches!((last, b.get(*n)), (Some(x), Some(y)) if x.same_as(y))
                    })
            }
            _ => false,
        }
    }

    /// The serde_json value (whole numbers as integers, as serde_json reads them).
    pub fn to_value(&self) -> Value {
        match self {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Num(n) => {
                if n.fract() == 0.0 && n.abs() < 9.0e15 && !(*n == 0.0 && n.is_sign_negative()) {
                    Value::from(*n as i64)
                } else {
                    Value::from(*n)
                }
            }
            Json::Str(s) => Value::String(s.to_string()),
            Json::Arr(items) => Value::Array(items.iter().map(Json::to_value).collect()),
            Json::Obj(fields) => {
                let mut map = Map::new();
                for (k, v) in fields {
                    map.insert(k.to_string(), v.to_value());
                }
                Value::Object(map)
            }
        }
    }
}

/// The fields' indices in the order of their names, a repeated name's in
/// the order written. A merge sort by hand: inserting each name in its
/// place was quadratic on a hostile document (29 000 names written in
/// reverse took `mount` 0.9 s), and the standard library's stable sort
/// cost 2.4 KB of the page.
fn name_order(fields: &[(Cow<'_, str>, Json<'_>)]) -> Vec<usize> {
    let len = fields.len();
    let mut order: Vec<usize> = (0..len).collect();
    let mut merged = order.clone();
    let mut width = 1;
    while width < len {
        let mut start = 0;
        while start < len {
            let mid = len.min(start + width);
            let end = len.min(start + 2 * width);
            let (mut l, mut r) = (start, mid);
            for slot in &mut merged[start..end] {
                // `<=`: the left run first at equal names, so the sort is stable.
                if r == end
                    || (l < mid && fields[order[l]].0.as_ref() <= fields[order[r]].0.as_ref())
                {
                    *slot = order[l];
                    l += 1;
                } else {
                    *slot = order[r];
                    r += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Sets the field `name` of fields in name order ([`Json::sort`]), in
/// its place: a new one, or the value of the one there.
pub fn set<'a>(fields: &mut Vec<(Cow<'a, str>, Json<'a>)>, name: Cow<'a, str>, v: Json<'a>) {
    match fields.binary_search_by(|(k, _)| k.as_ref().cmp(name.as_ref())) {
        Ok(i) => {
            if let Some(f) = fields.get_mut(i) {
                f.1 = v;
            }
        }
        Err(i) => fields.insert(i, (name, v)),
    }
}

/// The fields of one JSON object at `path` (`""` for the document itself).
pub struct Fields<'a> {
    /// Borrowed when it is one name (`trip`, `baggage`), built otherwise.
    path: Cow<'static, str>,
    map: &'a [(Cow<'a, str>, Json<'a>)],
}

/// `path.name`, or `name` at the top. (Built by hand, not `format!`: a
/// path is made for every object and list item read, errors or not.)
pub fn join(path: &str, name: &str) -> String {
    let mut s = String::with_capacity(path.len() + 1 + name.len());
    s.push_str(path);
    if !path.is_empty() {
        s.push('.');
    }
    s.push_str(name);
    s
}

/// `path[i]`.
pub fn index(path: &str, i: usize) -> String {
    let mut s = String::with_capacity(path.len() + 8);
    s.push_str(path);
    s.push('[');
    // `checked_div`: `div` is a power of ten that a `usize` holds, never
    // 0, but `/` would keep a division-by-zero panic in the wasm.
    let mut div: usize = 1;
    while i.checked_div(div).unwrap_or(0) >= 10 {
        div *= 10;
    }
    while div > 0 {
        let d = i.checked_div(div).unwrap_or(0) % 10;
        s.push(char::from(b'0' + d as u8));
        div /= 10;
    }
    s.push(']');
    s
}

impl<'a> Fields<'a> {
    /// The object at `path`; errs when `v` is not an object (callers name
    /// the document itself: `query`, `policy`).
    pub fn of(path: &'static str, v: &'a Json<'a>) -> Result<Self, InputError> {
        Fields::owned(Cow::Borrowed(path), v)
    }

    /// [`Fields::of`] keeping a path already built (`trip`, `baggage[2]`)
    /// rather than copying it.
    fn owned(path: Cow<'static, str>, v: &'a Json<'a>) -> Result<Self, InputError> {
        match v {
            Json::Obj(map) => Ok(Fields { path, map }),
            _ => Err(InputError::new(path, "must be a JSON object")),
        }
    }

    /// Path of a field of this object (a field named by the empty string
    /// is `""`, so that no error ever names no field).
    pub fn at(&self, name: &str) -> String {
        join(&self.path, if name.is_empty() { "\"\"" } else { name })
    }

    /// [`Fields::at`] for a field read as an object or a list: the name
    /// itself at the top of the document (`trip`, `baggage`), not a copy.
    fn inner(&self, name: &'static str) -> Cow<'static, str> {
        if self.path.is_empty() && !name.is_empty() {
            Cow::Borrowed(name)
        } else {
            Cow::Owned(self.at(name))
        }
    }

    /// The value of a field, `None` when absent or `null`.
    pub fn get(&self, name: &str) -> Option<&'a Json<'a>> {
        self.map
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v)
            .filter(|v| !matches!(v, Json::Null))
    }

    /// Errs on the first field not in `known`, so a misspelt field is never
    /// silently ignored (the contract refuses unknown fields).
    pub fn only(&self, known: &[&str]) -> Result<(), InputError> {
        let mut next = 0;
        for (k, _) in self.map {
            match find_from(known, next, k) {
                Some(i) => next = i + 1,
                None => {
                    return Err(InputError::new(
                        self.at(k),
                        format!("`{k}` is not a field of the contract"),
                    ))
                }
            }
        }
        Ok(())
    }

    /// A required field's value.
    pub fn required(&self, name: &str) -> Result<&'a Json<'a>, InputError> {
        self.get(name)
            .ok_or_else(|| InputError::new(self.at(name), "is required"))
    }

    /// The error `message` at field `name`. Paths are built only here, on
    /// the way out: formatting one per field read was a quarter of the time
    /// of parsing a whole query.
    fn err(&self, name: &str, message: &'static str) -> InputError {
        InputError::new(self.at(name), message)
    }

    /// An optional string.
    pub fn opt_string(&self, name: &str) -> Result<Option<String>, InputError> {
        self.get(name)
            .map(|v| text(v).map_err(|m| self.err(name, m)))
            .transpose()
    }

    /// A boolean, `default` when absent.
    pub fn bool(&self, name: &str, default: bool) -> Result<bool, InputError> {
        match self.get(name) {
            None => Ok(default),
            Some(Json::Bool(b)) => Ok(*b),
            Some(_) => Err(self.err(name, "must be true or false")),
        }
    }

    /// An optional object, read by `read` at its path.
    pub fn object<T>(
        &self,
        name: &'static str,
        read: impl FnOnce(Fields<'a>) -> Result<T, InputError>,
    ) -> Result<Option<T>, InputError> {
        match self.get(name) {
            None => Ok(None),
            Some(v) => read(Fields::owned(self.inner(name), v)?).map(Some),
        }
    }

    /// An optional list; each element is read by `read` with its path
    /// (`baggage[2]`). Its length is for the caller to check.
    pub fn list<T>(
        &self,
        name: &'static str,
        read: impl Fn(&str, &'a Json<'a>) -> Result<T, InputError>,
    ) -> Result<Option<Vec<T>>, InputError> {
        self.items(name, |path, v| read(&path, v))
    }

    /// An optional list of objects, each read by `read` at its path
    /// (`baggage[2]`). Its length is for the caller to check.
    pub fn objects<T>(
        &self,
        name: &'static str,
        read: impl Fn(Fields<'a>) -> Result<T, InputError>,
    ) -> Result<Option<Vec<T>>, InputError> {
        self.items(name, |path, v| read(Fields::owned(Cow::Owned(path), v)?))
    }

    /// The list `name`, each element read by `read` with its path.
    fn items<T>(
        &self,
        name: &'static str,
        read: impl Fn(String, &'a Json<'a>) -> Result<T, InputError>,
    ) -> Result<Option<Vec<T>>, InputError> {
        let items = match self.get(name) {
            None => return Ok(None),
            Some(Json::Arr(items)) => items,
            Some(_) => return Err(self.err(name, "must be a list")),
        };
        let field = self.inner(name);
        // A loop, not `collect::<Result<Vec<_>, _>>()`: its adapter was a
        // call per item and more code per list type.
        let mut out = Vec::with_capacity(items.len());
        for (i, v) in items.iter().enumerate() {
            out.push(read(index(&field, i), v)?);
        }
        Ok(Some(out))
    }
}

/// [`Fields`] read to the end, keeping the first error: each read gives
/// its value (its default after an error) and the first error is kept in
/// `err`, so a reader builds its whole value and the caller errs after,
/// with the error the first `?` would have returned (the reads are the
/// same, in the same order; those after it only find errors that are
/// dropped). A `?` per field read was a copy of the error and the drops of
/// everything read before it at each of the Query's 90 fields.
pub struct Reader<'a, 'e> {
    f: Fields<'a>,
    err: &'e mut Option<InputError>,
}

impl<'a, 'e> Reader<'a, 'e> {
    /// Reads `v` at `path` with `read`; the first error, or its value.
    pub fn read<T>(
        path: &'static str,
        v: &'a Json<'a>,
        read: impl FnOnce(&mut Reader<'a, '_>) -> T,
    ) -> Result<T, InputError> {
        Reader::run(Fields::of(path, v)?, read)
    }

    /// Reads `f` with `read`; the first error, or its value.
    pub fn run<T>(
        f: Fields<'a>,
        read: impl FnOnce(&mut Reader<'a, '_>) -> T,
    ) -> Result<T, InputError> {
        let mut err = None;
        let t = read(&mut Reader { f, err: &mut err });
        match err {
            Some(e) => Err(e),
            None => Ok(t),
        }
    }

    /// `r`'s value, or `None` with its error kept if it is the first.
    fn ok<T>(&mut self, r: Result<T, InputError>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.fail(e);
                None
            }
        }
    }

    fn fail(&mut self, e: InputError) {
        if self.err.is_none() {
            *self.err = Some(e);
        }
    }

    /// See [`Fields::get`].
    pub fn get(&self, name: &str) -> Option<&'a Json<'a>> {
        self.f.get(name)
    }

    /// See [`Fields::at`].
    pub fn at(&self, name: &str) -> String {
        self.f.at(name)
    }

    /// See [`Fields::only`].
    pub fn only(&mut self, known: &[&str]) {
        let r = self.f.only(known);
        self.ok(r);
    }

    /// The error `message` at field `name`, kept if it is the first (the
    /// path built only then).
    fn fail_at(&mut self, name: &str, message: &'static str) {
        if self.err.is_none() {
            *self.err = Some(self.f.err(name, message));
        }
    }

    // The Query's and the policy's readers: each keeps its error rather
    // than return it (they were `Fields`' once, which now reads only the
    // carrier block's texts, flags and lists). `opt_string` and `bool`
    // wrap `Fields`' own, which that block reads.

    /// A required string; `""` after an error.
    pub fn string(&mut self, name: &str) -> String {
        match self.f.get(name).map(Json::as_str) {
            None => {
                self.fail_at(name, "is required");
                String::new()
            }
            Some(None) => {
                self.fail_at(name, "must be text");
                String::new()
            }
            Some(Some(s)) => s.to_string(),
        }
    }

    /// See [`Fields::opt_string`].
    pub fn opt_string(&mut self, name: &str) -> Option<String> {
        let r = self.f.opt_string(name);
        self.ok(r).flatten()
    }

    /// See [`Fields::bool`].
    pub fn bool(&mut self, name: &str, default: bool) -> bool {
        let r = self.f.bool(name, default);
        self.ok(r).unwrap_or(default)
    }

    /// A required number (its range checked by the caller); `0` after an
    /// error.
    pub fn number(&mut self, name: &str) -> f64 {
        match self.f.get(name).map(Json::as_f64) {
            None => {
                self.fail_at(name, "is required");
                0.0
            }
            Some(None) => {
                self.fail_at(name, "must be a number");
                0.0
            }
            Some(Some(n)) => n,
        }
    }

    /// `Some(None)` when absent, `None` after its error.
    fn opt_num(&mut self, name: &str) -> Option<Option<f64>> {
        match self.f.get(name).map(Json::as_f64) {
            None => Some(None),
            Some(None) => {
                self.fail_at(name, "must be a number");
                None
            }
            Some(n) => Some(n),
        }
    }

    /// A number, `0` when absent.
    pub fn number_or_zero(&mut self, name: &str) -> f64 {
        self.opt_number(name).unwrap_or(0.0)
    }

    /// An optional number.
    pub fn opt_number(&mut self, name: &str) -> Option<f64> {
        self.opt_num(name).flatten()
    }

    /// A whole number from 0 to `u32::MAX`, `0` when absent.
    pub fn count(&mut self, name: &str) -> u32 {
        let Some(n) = self.opt_num(name) else {
            return 0;
        };
        let n = n.unwrap_or(0.0);
        if n.fract() != 0.0 || n < 0.0 {
            self.fail_at(name, "must be a whole number, 0 or more");
            return 0;
        }
        if n > f64::from(u32::MAX) {
            self.fail_at(name, "is too large");
            return 0;
        }
        n as u32
    }

    /// The index in `keys` of a keyed field (`"interstate"`), `default`
    /// when absent, the first key after an error. Callers map the index
    /// through the enum's `ALL`.
    pub fn key(&mut self, name: &str, keys: &[&str], default: Option<usize>) -> usize {
        let Some(v) = self.f.get(name) else {
            if default.is_none() {
                self.fail_at(name, "is required");
            }
            return default.unwrap_or(0);
        };
        let Some(s) = v.as_str() else {
            self.fail_at(name, "must be text");
            return 0;
        };
        if let Some(i) = keys.iter().position(|k| *k == s) {
            return i;
        }
        if self.err.is_none() {
            // Not `keys.join(", ")`: the page's only join of `&str`s was a
            // copy of its own in the wasm.
            let mut m = String::from("must be one of: ");
            for (i, k) in keys.iter().enumerate() {
                if i > 0 {
                    m.push_str(", ");
                }
                m.push_str(k);
            }
            *self.err = Some(InputError::new(self.f.at(name), m));
        }
        0
    }

    /// `r`'s value, its error kept.
    pub fn keep<T>(&mut self, r: Result<T, InputError>) -> Option<T> {
        self.ok(r)
    }

    /// The object `v` at `path` read by `read`: after an error, read as an
    /// empty object (its errors dropped), so that there is a value.
    fn nested<T>(
        &mut self,
        path: Cow<'static, str>,
        v: Option<&'a Json<'a>>,
        read: impl FnOnce(&mut Reader<'a, '_>) -> T,
    ) -> T {
        let f = match v.map(|v| Fields::owned(path, v)) {
            Some(Ok(f)) => f,
            Some(Err(e)) => {
                self.fail(e);
                Fields {
                    path: Cow::Borrowed(""),
                    map: &[],
                }
            }
            None => Fields {
                path: Cow::Borrowed(""),
                map: &[],
            },
        };
        read(&mut Reader {
            f,
            err: &mut *self.err,
        })
    }

    /// A required object (see [`Fields::required`]).
    pub fn required<T>(
        &mut self,
        name: &'static str,
        read: impl FnOnce(&mut Reader<'a, '_>) -> T,
    ) -> T {
        let r = self.f.required(name);
        let v = self.ok(r);
        let path = self.f.inner(name);
        self.nested(path, v, read)
    }

    /// See [`Fields::object`].
    pub fn object<T>(
        &mut self,
        name: &'static str,
        read: impl FnOnce(&mut Reader<'a, '_>) -> T,
    ) -> Option<T> {
        let v = self.f.get(name)?;
        let path = self.f.inner(name);
        Some(self.nested(path, Some(v), read))
    }

    /// See [`Fields::objects`].
    pub fn objects<T>(
        &mut self,
        name: &'static str,
        read: impl Fn(&mut Reader<'a, '_>) -> T,
    ) -> Option<Vec<T>> {
        let items = match self.f.get(name)? {
            Json::Arr(items) => items,
            _ => {
                let e = self.f.err(name, "must be a list");
                self.fail(e);
                return None;
            }
        };
        let field = self.f.inner(name);
        let mut out = Vec::with_capacity(items.len());
        for (i, v) in items.iter().enumerate() {
            out.push(self.nested(Cow::Owned(index(&field, i)), Some(v), &read));
        }
        Some(out)
    }
}

/// Where `name` is in `names`, looking from `from` on and then from the
/// start: documents are mostly written in the contract's order, so the
/// search for the field after the last one found mostly ends at its first
/// step (`contains`, from the start, compared half the list, a `memcmp`
/// each).
fn find_from(names: &[&str], from: usize, name: &str) -> Option<usize> {
    let n = names.len();
    let mut i = from;
    for _ in 0..n {
        if i >= n {
            i = 0;
        }
        if names[i] == name {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// A string value, or the error message.
fn text(v: &Json) -> Result<String, &'static str> {
    v.as_str().map(str::to_string).ok_or("must be text")
}

/// A number value, or the error message.
fn number(v: &Json) -> Result<f64, &'static str> {
    v.as_f64().ok_or("must be a number")
}

/// A string value at `field`.
pub fn as_string(v: &Json, field: &str) -> Result<String, InputError> {
    text(v).map_err(|m| InputError::new(field, m))
}

/// A number value at `field`.
pub fn as_number(v: &Json, field: &str) -> Result<f64, InputError> {
    number(v).map_err(|m| InputError::new(field, m))
}

/// The longest JSON text read, in bytes: a full query of 200 bags, 200
/// animals and 200 companions is under 100 KB. Past it the text is refused
/// unread: a 51 MB list of `{}` made a tree of gigabytes in the browser, and
/// the failed allocation killed the wasm module.
pub const MAX_TEXT: usize = 256 * 1024;

/// The error of a text longer than [`MAX_TEXT`], at `field`.
pub fn too_large(field: &str) -> InputError {
    InputError::new(field, format!("is larger than {MAX_TEXT} bytes"))
}

/// [`parse`], then [`Json::sort`]: a carrier's document (the policy, the
/// `mount` theme) as serde_json's `Value` held it, names in order.
pub fn parse_sorted<'a>(json: &'a str, field: &str) -> Result<Json<'a>, InputError> {
    let mut v = parse(json, field)?;
    v.sort();
    Ok(v)
}

/// Parses JSON text; a syntax error names `field` and says where
/// (`is not valid JSON: expected a value at line 1 column 9`).
pub fn parse<'a>(json: &'a str, field: &str) -> Result<Json<'a>, InputError> {
    if json.len() > MAX_TEXT {
        return Err(too_large(field));
    }
    let mut p = Parser {
        text: json,
        at: 0,
        depth: 0,
    };
    let result = p.value().and_then(|v| {
        p.blank();
        if p.at < p.text.len() {
            Err("trailing characters")
        } else {
            Ok(v)
        }
    });
    result.map_err(|msg| {
        let before = &json.as_bytes()[..p.at.min(json.len())];
        let line = 1 + before.iter().filter(|b| **b == b'\n').count();
        let column = 1 + before.iter().rev().take_while(|b| **b != b'\n').count();
        InputError::new(
            field,
            format!("is not valid JSON: {msg} at line {line} column {column}"),
        )
    })
}

/// Parses JSON text into a serde_json value (native callers and the tests;
/// the page reads its documents as a sorted [`Json`], [`Json::sort`]).
pub fn parse_value(json: &str, field: &str) -> Result<Value, InputError> {
    parse(json, field).map(|v| v.to_value())
}

/// The high bit of each byte of `w` that ends a plain run of a string: a
/// control byte (below 0x20), `"` or `\\` (the has-zero-byte and
/// has-less-than word tricks; a byte of 0x80 or more never
/// matches, so UTF-8 sequences pass whole). Zero when there is none.
/// `crate::write` asks the same of the Report's strings.
#[inline(always)]
pub(crate) fn special(w: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS;
    let control = w.wrapping_sub(ONES * 0x20) & !w & HIGHS;
    control | zero(w ^ (ONES * b'"' as u64)) | zero(w ^ (ONES * b'\\' as u64))
}

/// serde_json refuses nesting this deep; so does [`parse`].
const MAX_DEPTH: u32 = 127;

struct Parser<'a> {
    text: &'a str,
    at: usize,
    depth: u32,
}

type Step<T> = Result<T, &'static str>;

impl<'a> Parser<'a> {
    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn blank(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn word(&mut self, w: &str, v: Json<'a>) -> Step<Json<'a>> {
        let rest = self.text.as_bytes().get(self.at..).unwrap_or_default();
        if rest.starts_with(w.as_bytes()) {
            self.at += w.len();
            Ok(v)
        } else {
            Err("expected a value")
        }
    }

    fn value(&mut self) -> Step<Json<'a>> {
        self.blank();
        match self.peek() {
            None => Err("unexpected end of input"),
            Some(b'{') => self.nested(Self::object),
            Some(b'[') => self.nested(Self::array),
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err("expected a value"),
        }
    }

    fn nested(&mut self, read: fn(&mut Self) -> Step<Json<'a>>) -> Step<Json<'a>> {
        if self.depth == MAX_DEPTH {
            return Err("nested too deeply");
        }
        self.depth += 1;
        self.at += 1;
        let v = read(self);
        self.depth -= 1;
        v
    }

    /// After `[` or `{`: true (and past it) when `close` follows at once.
    fn empty(&mut self, close: u8) -> bool {
        self.blank();
        let empty = self.peek() == Some(close);
        if empty {
            self.at += 1;
        }
        empty
    }

    /// After an item: true past a `,`, false past `close`.
    fn more(&mut self, close: u8, expected: &'static str) -> Step<bool> {
        self.blank();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                Ok(true)
            }
            Some(b) if b == close => {
                self.at += 1;
                Ok(false)
            }
            None => Err("unexpected end of input"),
            _ => Err(expected),
        }
    }

    fn array(&mut self) -> Step<Json<'a>> {
        let mut items = Vec::with_capacity(4);
        if !self.empty(b']') {
            loop {
                items.push(self.value()?);
                if !self.more(b']', "expected `,` or `]`")? {
                    break;
                }
            }
        }
        Ok(Json::Arr(items))
    }

    fn object(&mut self) -> Step<Json<'a>> {
        // Room for a typical object of the contract at once, not 4, 8, 16.
        let mut fields = Vec::with_capacity(8);
        if !self.empty(b'}') {
            loop {
                self.blank();
                if self.peek() != Some(b'"') {
                    return Err("expected a field name");
                }
                let key = self.string()?;
                self.blank();
                if self.peek() != Some(b':') {
                    return Err("expected `:`");
                }
                self.at += 1;
                fields.push((key, self.value()?));
                if !self.more(b'}', "expected `,` or `}`")? {
                    break;
                }
            }
        }
        Ok(Json::Obj(fields))
    }

    /// A string at the opening quote; borrowed unless it has escapes.
    fn string(&mut self) -> Step<Cow<'a, str>> {
        self.at += 1;
        let start = self.at;
        let bytes = self.text.as_bytes();
        self.plain_run();
        loop {
            match bytes.get(self.at) {
                None => return Err("unexpected end of input in a string"),
                Some(b'"') => {
                    self.at += 1;
                    // `get`, not `[..]`: one call less, and the range is
                    // always on boundaries (just past and at an ASCII quote).
                    let text = self.text.get(start..self.at - 1);
                    return text.map(Cow::Borrowed).ok_or("invalid string");
                }
                Some(b'\\') => break,
                Some(0..=0x1f) => return Err("control character in a string"),
                Some(_) => self.at += 1,
            }
        }
        // `get`, not `[..]` (here and below): the ranges end on ASCII bytes,
        // always boundaries, and a `str` slice's panic formats a `char` with
        // `Debug`, whose Unicode tables the wasm then carries.
        let mut out = String::from(self.text.get(start..self.at).ok_or("invalid string")?);
        loop {
            match bytes.get(self.at) {
                None => return Err("unexpected end of input in a string"),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(Cow::Owned(out));
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match bytes.get(self.at) {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.unicode()?,
                        _ => return Err("invalid escape"),
                    };
                    self.at += 1;
                    out.push(c);
                }
                Some(0..=0x1f) => return Err("control character in a string"),
                Some(_) => {
                    // Copy up to the next quote or backslash at once
                    // (whole UTF-8 sequences: both are ASCII).
                    let from = self.at;
                    while let Some(b) = bytes.get(self.at) {
                        if matches!(b, b'"' | b'\\' | 0..=0x1f) {
                            break;
                        }
                        self.at += 1;
                    }
                    out.push_str(self.text.get(from..self.at).ok_or("invalid string")?);
                }
            }
        }
    }

    /// Past the bytes from `at` that stand for themselves in a string,
    /// eight at a time while eight remain (a byte at a time, this loop was
    /// the parser's largest cost: names and values are most of a query).
    /// Stops on the first quote, backslash or control byte, which the
    /// caller's byte loop then reads.
    fn plain_run(&mut self) {
        let bytes = self.text.as_bytes();
        while let Some(w) = bytes.get(self.at..self.at + 8) {
            let mut word = [0u8; 8];
            word.copy_from_slice(w);
            let found = special(u64::from_le_bytes(word));
            if found != 0 {
                // The lowest flag is always a true one (a false one only
                // ever sits above a true one), and the word is little-endian.
                self.at += (found.trailing_zeros() / 8) as usize;
                return;
            }
            self.at += 8;
        }
    }

    /// The four hex digits after `\u` (at the `u`), with a surrogate pair's
    /// second half; leaves `at` on the last digit read.
    fn unicode(&mut self) -> Step<char> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                let bytes = self.text.as_bytes();
                if bytes.get(self.at + 1) != Some(&b'\\') || bytes.get(self.at + 2) != Some(&b'u') {
                    return Err("lone leading surrogate in hex escape");
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&second) {
                    return Err("lone leading surrogate in hex escape");
                }
                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err("lone trailing surrogate in hex escape"),
            c => c,
        };
        char::from_u32(code).ok_or("invalid unicode escape")
    }

    /// Four hex digits after the current byte; `at` ends on the last one.
    fn hex4(&mut self) -> Step<u32> {
        let digits = self
            .text
            .get(self.at + 1..self.at + 5)
            .ok_or("invalid escape")?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err("invalid escape");
        }
        self.at += 4;
        u32::from_str_radix(digits, 16).map_err(|_| "invalid escape")
    }

    /// A number, by RFC 8259's grammar; read to the nearest double by
    /// [`super::decimal::parse`].
    fn number(&mut self) -> Step<Json<'a>> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        let digits = |p: &mut Self| {
            let from = p.at;
            while matches!(bytes.get(p.at), Some(b'0'..=b'9')) {
                p.at += 1;
            }
            p.at - from
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => {
                digits(self);
            }
            _ => return Err("invalid number"),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if digits(self) == 0 {
                return Err("invalid number");
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if digits(self) == 0 {
                return Err("invalid number");
            }
        }
        let text = self.text.get(start..self.at);
        let n = text
            .and_then(super::decimal::parse)
            .ok_or("invalid number")?;
        if n.is_finite() {
            Ok(Json::Num(n))
        } else {
            Err("number out of range")
        }
    }
}
