//! Worked examples of research/rules.md §3.1 and rule tests.
