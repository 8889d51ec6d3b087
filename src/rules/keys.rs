//! Stable machine keys.
//!
//! Every enum that crosses the contract (a scope, a verdict, a reason) is a
//! *key*: a snake_case string that the JSON carries, the UI translates and the
//! tests walk. [`keyed!`](crate::keyed) declares such an enum once, with its list of all
//! values (`ALL`), so a catalogue test can prove that every key has a message
//! in every language.

/// Declares a keyed enum: `Copy`, serde as its snake_case key, with `ALL`,
/// `KEYS`, `key()` and `from_key()`.
///
/// ```
/// embarque::keyed! {
///     /// A colour.
///     pub enum Colour { Red = "red", DarkBlue = "dark_blue" }
/// }
/// assert_eq!(Colour::DarkBlue.key(), "dark_blue");
/// assert_eq!(Colour::from_key("red"), Some(Colour::Red));
/// assert_eq!(serde_json::to_string(&Colour::Red).unwrap(), "\"red\"");
/// ```
#[macro_export]
macro_rules! keyed {
    ($(#[$m:meta])* pub enum $name:ident { $($(#[$vm:meta])* $v:ident = $k:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($(#[$vm])* $v),* }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$v),*];
            /// Every key, in declaration order.
            pub const KEYS: &'static [&'static str] = &[$($k),*];
            /// The stable snake_case key.
            pub const fn key(self) -> &'static str { match self { $($name::$v => $k),* } }
            /// The value for a key, if there is one.
            pub fn from_key(k: &str) -> Option<Self> {
                match k { $($k => Some($name::$v),)* _ => None }
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.key())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(d)?;
                $name::from_key(&s)
                    .ok_or_else(|| ::serde::de::Error::unknown_variant(&s, $name::KEYS))
            }
        }
    };
}
