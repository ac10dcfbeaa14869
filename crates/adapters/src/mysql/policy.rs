//! The gate's [`Policy`](sqlgate::Policy) from the redaction engine: the same vocabulary decides which
//! columns are secret, which JSON members name secrets, and which literals are credentials.

use redact::Redactor;
use sqlgate::{ColumnClass, Policy};

pub struct RedactionPolicy<'r>(pub &'r Redactor);

impl Policy for RedactionPolicy<'_> {
    fn column(&self, name: &str) -> ColumnClass {
        match self.0.column_class(name) {
            redact::ColumnClass::Secret => ColumnClass::Secret,
            redact::ColumnClass::Personal => ColumnClass::Personal,
            redact::ColumnClass::NameField => ColumnClass::NameField,
            redact::ColumnClass::ValueField => ColumnClass::ValueField,
            redact::ColumnClass::Other => ColumnClass::Other,
        }
    }

    fn names_secret(&self, key: &str) -> bool {
        self.0.names_secret(key)
    }

    fn holds_credential(&self, literal: &str) -> bool {
        self.0.holds_credential(literal)
    }
}
