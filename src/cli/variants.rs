//! `hensou variants`: what the tool knows.

use clap::Args;
use serde::Serialize;

use super::render::print_json;
use super::{EXIT_OK, Format};
use crate::game::{RuleOptionInfo, RuleSetInfo};
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
        Format::Text => {
            for v in &list {
                let aliases = if v.aliases.is_empty() {
                    String::new()
                } else {
                    format!(" (also: {})", v.aliases.join(", "))
                };
                println!("{}{aliases}: {}", v.name, v.summary);
                println!("  sides: {} moves first, then {}", v.sides[0], v.sides[1]);
                println!("  rule sets:");
                for r in v.rule_sets {
                    println!(
                        "    {}{}: {}",
                        r.name,
                        if r.default { " (default)" } else { "" },
                        r.summary
                    );
                }
                if !v.options.is_empty() {
                    println!("  options:");
                    for o in v.options {
                        println!("    {}={}: {}", o.key, o.values.join("|"), o.summary);
                    }
                }
                println!("  notations: {}", v.notations.join(", "));
            }
        }
    }
    EXIT_OK
}
