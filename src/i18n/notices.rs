//! Notices messages.

use super::Catalogue;

pub const MESSAGES: Catalogue = &[];
