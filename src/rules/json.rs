//! Reading a JSON document field by field, naming the path of every error.
//!
//! The contract's Query, the carrier's policy and its `carrier` block are
//! read from a [`serde_json::Value`] through [`Fields`], by hand rather than
//! by `#[derive(Deserialize)]`: a derived deserializer per input type (and
//! `serde_path_to_error` around it to learn the path) cost about a tenth of
//! the widget's WebAssembly, and the browser pays for every byte. The errors
//! read as the passenger's form and the carrier's web team need them:
//! `baggage[2].weightKg: must be a number`.
//!
//! `null` counts as absent everywhere, as JavaScript callers expect.
//!
//! ```
//! use embarque::rules::json::Fields;
//! let v = serde_json::json!({ "weightKg": "heavy" });
//! let bag = Fields::of("baggage[0]", &v).unwrap();
//! assert_eq!(bag.number("weightKg").unwrap_err().field, "baggage[0].weightKg");
//! ```

use super::input::InputError;
use serde_json::{Map, Value};

/// The fields of one JSON object at `path` (`""` for the document itself).
pub struct Fields<'a> {
    path: String,
    map: &'a Map<String, Value>,
}

/// `path.name`, or `name` at the top.
pub fn join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}.{name}")
    }
}

impl<'a> Fields<'a> {
    /// The object at `path`; errs when `v` is not an object (callers name
    /// the document itself: `query`, `policy`).
    pub fn of(path: &str, v: &'a Value) -> Result<Self, InputError> {
        match v {
            Value::Object(map) => Ok(Fields {
                path: path.to_string(),
                map,
            }),
            _ => Err(InputError::new(path, "must be a JSON object")),
        }
    }

    /// Path of a field of this object (a field named by the empty string
    /// is `""`, so that no error ever names no field).
    pub fn at(&self, name: &str) -> String {
        join(&self.path, if name.is_empty() { "\"\"" } else { name })
    }

    /// The value of a field, `None` when absent or `null`.
    pub fn get(&self, name: &str) -> Option<&'a Value> {
        self.map.get(name).filter(|v| !v.is_null())
    }

    /// Errs on the first field not in `known`, so a misspelt field is never
    /// silently ignored (the contract refuses unknown fields).
    pub fn only(&self, known: &[&str]) -> Result<(), InputError> {
        match self.map.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(InputError::new(
                self.at(k),
                format!("`{k}` is not a field of the contract"),
            )),
            None => Ok(()),
        }
    }

    /// A required field's value.
    pub fn required(&self, name: &str) -> Result<&'a Value, InputError> {
        self.get(name)
            .ok_or_else(|| InputError::new(self.at(name), "is required"))
    }

    /// The error `message` at field `name`. Paths are built only here, on
    /// the way out: formatting one per field read was a quarter of the time
    /// of parsing a whole query.
    fn err(&self, name: &str, message: &'static str) -> InputError {
        InputError::new(self.at(name), message)
    }

    /// A required string.
    pub fn string(&self, name: &str) -> Result<String, InputError> {
        text(self.required(name)?).map_err(|m| self.err(name, m))
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
            Some(Value::Bool(b)) => Ok(*b),
            Some(_) => Err(self.err(name, "must be true or false")),
        }
    }

    /// A required number (checked for range by the caller).
    pub fn number(&self, name: &str) -> Result<f64, InputError> {
        number(self.required(name)?).map_err(|m| self.err(name, m))
    }

    /// A number, `0` when absent.
    pub fn number_or_zero(&self, name: &str) -> Result<f64, InputError> {
        Ok(self.opt_number(name)?.unwrap_or(0.0))
    }

    /// An optional number.
    pub fn opt_number(&self, name: &str) -> Result<Option<f64>, InputError> {
        self.get(name)
            .map(|v| number(v).map_err(|m| self.err(name, m)))
            .transpose()
    }

    /// A whole number from 0 to `u32::MAX`, `0` when absent.
    pub fn count(&self, name: &str) -> Result<u32, InputError> {
        let n = self.number_or_zero(name)?;
        if n.fract() != 0.0 || !(0.0..=f64::from(u32::MAX)).contains(&n) {
            return Err(self.err(name, "must be a whole number, 0 or more"));
        }
        Ok(n as u32)
    }

    /// The index in `keys` of a keyed field (`"interstate"`), `default` when
    /// absent. Callers map the index through the enum's `ALL`.
    pub fn key(
        &self,
        name: &str,
        keys: &[&str],
        default: Option<usize>,
    ) -> Result<usize, InputError> {
        let Some(v) = self.get(name) else {
            return default.ok_or_else(|| self.err(name, "is required"));
        };
        let s = v.as_str().ok_or_else(|| self.err(name, "must be text"))?;
        keys.iter().position(|k| *k == s).ok_or_else(|| {
            InputError::new(
                self.at(name),
                format!("must be one of: {}", keys.join(", ")),
            )
        })
    }

    /// An optional object, read by `read` at its path.
    pub fn object<T>(
        &self,
        name: &str,
        read: impl FnOnce(Fields<'a>) -> Result<T, InputError>,
    ) -> Result<Option<T>, InputError> {
        match self.get(name) {
            None => Ok(None),
            Some(v) => read(Fields::of(&self.at(name), v)?).map(Some),
        }
    }

    /// An optional list; each element is read by `read` with its path
    /// (`baggage[2]`). Its length is for the caller to check.
    pub fn list<T>(
        &self,
        name: &str,
        read: impl Fn(&str, &'a Value) -> Result<T, InputError>,
    ) -> Result<Option<Vec<T>>, InputError> {
        let items = match self.get(name) {
            None => return Ok(None),
            Some(Value::Array(items)) => items,
            Some(_) => return Err(self.err(name, "must be a list")),
        };
        let field = self.at(name);
        items
            .iter()
            .enumerate()
            .map(|(i, v)| read(&format!("{field}[{i}]"), v))
            .collect::<Result<Vec<T>, _>>()
            .map(Some)
    }
}

/// A string value, or the error message.
fn text(v: &Value) -> Result<String, &'static str> {
    v.as_str().map(str::to_string).ok_or("must be text")
}

/// A number value, or the error message.
fn number(v: &Value) -> Result<f64, &'static str> {
    v.as_f64().ok_or("must be a number")
}

/// A string value at `field`.
pub fn as_string(v: &Value, field: &str) -> Result<String, InputError> {
    text(v).map_err(|m| InputError::new(field, m))
}

/// A number value at `field`.
pub fn as_number(v: &Value, field: &str) -> Result<f64, InputError> {
    number(v).map_err(|m| InputError::new(field, m))
}

/// Parses JSON text into a value; the syntax error names `field`.
pub fn parse(json: &str, field: &str) -> Result<Value, InputError> {
    serde_json::from_str(json).map_err(|e| {
        let msg = e.to_string();
        InputError::new(field, format!("is not valid JSON: {msg}"))
    })
}
