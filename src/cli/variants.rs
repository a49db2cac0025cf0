//! `hensou variants`: what the tool knows.

use clap::Args;
use serde::Serialize;

use super::render::{print_json, say};
use super::{EXIT_OK, Format};
use crate::game::{RuleOptionInfo, RuleSetInfo};
use crate::msg;
use crate::registry::Registry;

#[derive(Args, Debug)]
pub struct VariantsArgs {
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

#[derive(Serialize)]
struct VariantJson {
    name: &'static str,
    aliases: &'static [&'static str],
    summary: &'static str,
    sides: [&'static str; 2],
    rule_sets: &'static [RuleSetInfo],
    options: &'static [RuleOptionInfo],
    notations: Vec<&'static str>,
    /// The file formats its records are read in, by `--input` name.
    formats: Vec<&'static str>,
}

pub fn run(args: VariantsArgs, registry: &Registry) -> u8 {
    let list: Vec<VariantJson> = (registry.variants().iter())
        .map(|v| VariantJson {
            name: v.name(),
            aliases: v.aliases(),
            summary: v.summary(),
            sides: v.side_names(),
            rule_sets: v.rule_sets(),
            options: v.rule_options(),
            notations: v.notation_names(),
            formats: (registry.formats_of(v.name()).iter())
                .map(|f| f.name)
                .collect(),
        })
        .collect();
    match args.format {
        Format::Json => print_json(&list),
        Format::Text => list.iter().for_each(print_text),
    }
    EXIT_OK
}

/// A game as `--format text` lists it: its names and summary, then its
/// sides, rule sets, options and notations.
fn print_text(v: &VariantJson) {
    let aliases = match v.aliases {
        [] => msg!("usage-nothing"),
        aliases => msg!("variants-aliases", aliases = aliases.join(", ")),
    };
    let line = msg!(
        "variants-game",
        name = v.name,
        aliases = aliases,
        summary = msg!("variant-summary", name = v.name, summary = v.summary)
    );
    println!("{}", say(line));
    let [first, then] = v.sides;
    println!(
        "{}",
        say(msg!(
            "variants-sides",
            first = msg!("side-name", name = first),
            then = msg!("side-name", name = then)
        ))
    );
    println!("{}", say(msg!("variants-rule-sets")));
    for r in v.rule_sets {
        let default = if r.default {
            msg!("variants-default")
        } else {
            msg!("usage-nothing")
        };
        let key = format!("{}-{}", v.name, r.name);
        let summary = msg!("variants-rule-set-summary", key = key, summary = r.summary);
        let line = msg!(
            "variants-rule-set",
            name = r.name,
            default = default,
            summary = summary
        );
        println!("{}", say(line));
    }
    if !v.options.is_empty() {
        println!("{}", say(msg!("variants-options")));
        for o in v.options {
            let values = o.values.join("|");
            let key = format!("{}-{}", v.name, o.key);
            let summary = msg!("variants-option-summary", key = key, summary = o.summary);
            let line = msg!(
                "variants-option",
                key = o.key,
                values = values,
                summary = summary
            );
            println!("{}", say(line));
        }
    }
    let notations = v.notations.join(", ");
    println!("{}", say(msg!("variants-notations", notations = notations)));
}
