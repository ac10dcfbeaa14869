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
    /// A call's name that signs in or connects (`calls`).
    CallVerb,
}

const LITERALS: [(&str, Gate); 29] = [
    (":/", Gate::PasswdPath),
    ("username ", Gate::Username),
    ("config ", Gate::Config),
    ("<user", Gate::XmlUser),
    ("kind=\"Pod\"", Gate::KindPod),
    ("kind=\"Node\"", Gate::KindNode),
    ("Successfully assigned ", Gate::Assigned),
    ("container ", Gate::Container),
    (": %", Gate::CiscoTag),
    ("type=EXECVE", Gate::Execve),
    (" REST.", Gate::S3Operation),
    ("\tHit\t", Gate::EdgeHit),
    ("\tMiss\t", Gate::EdgeMiss),
    (" AAAA", Gate::SshKeyBlob),
    (") = ", Gate::TaggedDigest),
    (")= ", Gate::TaggedDigest),
    ("login", Gate::CallVerb),
    ("logon", Gate::CallVerb),
    ("signin", Gate::CallVerb),
    ("sign_in", Gate::CallVerb),
    ("auth", Gate::CallVerb),
    ("bind", Gate::CallVerb),
    ("connect", Gate::CallVerb),
    ("::open", Gate::CallVerb),
    ("_open", Gate::CallVerb),
    ("open_", Gate::CallVerb),
    ("->open", Gate::CallVerb),
    (".open(", Gate::CallVerb),
    ("->__construct(", Gate::CallVerb),
];

/// Which of the literals a text holds.
#[derive(Clone, Copy, Default)]
pub(crate) struct Gates(u32);

impl Gates {
    /// The literals, each with the index of its gate.
    pub fn literals() -> impl Iterator<Item = (usize, &'static str)> {
        LITERALS.iter().map(|&(literal, gate)| (gate as usize, literal))
    }

    pub fn with(self, index: usize) -> Gates {
        Gates(self.0 | (1 << index))
    }

    pub fn has(self, gate: Gate) -> bool {
        self.0 & (1 << gate as u32) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_literal_sets_its_own_gate() {
        for (literal, gate) in LITERALS {
            let (_, _, _, found) = crate::Redactor::new().candidates(&format!("x {literal} y"));
            assert!(found.has(gate), "{literal}");
            assert_eq!(found.0.count_ones(), 1, "{literal}");
        }
        assert_eq!(crate::Redactor::new().candidates("nothing here").3.0, 0);
    }
}
