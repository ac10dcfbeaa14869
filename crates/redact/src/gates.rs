//! Literals whose presence lets a record or position reader run (`records`, `grammar::machine_positions`,
//! the `EXECVE` command line). They join the rules' literals in the redactor's one Aho-Corasick pass
//! (case-insensitive, so a gate is a necessary condition; each reader checks its text exactly), where a
//! substring search per literal cost more than the readers themselves.

/// One literal of [`LITERALS`], by its index.
#[derive(Clone, Copy)]
pub(crate) enum Gate {
    PasswdPath,
    Username,
    Config,
    XmlUser,
    KindPod,
    KindNode,
    Assigned,
    Container,
    CiscoTag,
    Execve,
    S3Operation,
    EdgeHit,
    EdgeMiss,
    SshKeyBlob,
    TaggedDigest,
}

const LITERALS: [&str; 15] = [
    ":/",
    "username ",
    "config ",
    "<user",
    "kind=\"Pod\"",
    "kind=\"Node\"",
    "Successfully assigned ",
    "container ",
    ": %",
    "type=EXECVE",
    " REST.",
    "\tHit\t",
    "\tMiss\t",
    " AAAA",
    ") = ",
];

/// Which of the literals a text holds.
#[derive(Clone, Copy, Default)]
pub(crate) struct Gates(u16);

impl Gates {
    /// The literals, each with the index of its gate.
    pub fn literals() -> impl Iterator<Item = (usize, &'static str)> {
        LITERALS.iter().copied().enumerate()
    }

    pub fn with(self, index: usize) -> Gates {
        Gates(self.0 | (1 << index))
    }

    pub fn has(self, gate: Gate) -> bool {
        self.0 & (1 << gate as u16) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_literal_sets_its_own_gate() {
        let gates = [
            Gate::PasswdPath,
            Gate::Username,
            Gate::Config,
            Gate::XmlUser,
            Gate::KindPod,
            Gate::KindNode,
            Gate::Assigned,
            Gate::Container,
            Gate::CiscoTag,
            Gate::Execve,
            Gate::S3Operation,
            Gate::EdgeHit,
            Gate::EdgeMiss,
            Gate::SshKeyBlob,
            Gate::TaggedDigest,
        ];
        for (literal, gate) in LITERALS.iter().zip(gates) {
            let (_, _, _, found) = crate::Redactor::new().candidates(&format!("x {literal} y"));
            assert!(found.has(gate), "{literal}");
            assert_eq!(found.0.count_ones(), 1, "{literal}");
        }
        assert_eq!(crate::Redactor::new().candidates("nothing here").3.0, 0);
    }
}
