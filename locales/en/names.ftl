# A name a caller gives that nothing has: a game, a rule set, a rule
# option or its value, a notation, a diagram, a way to read a text. The
# command line prints these after its flag (`--variant: no game called ...`);
# the library and Python raise them with the same words.

# `; did you mean `chatra`?` after a mistyped name.
names-hint = ; did you mean { $names }?
# A known name as the hint offers it.
names-quoted = `{ $name }`
# More than one nearest name: `` `a` or `b` ``.
names-or = { $first } or { $rest }
# A game with no rule options lists them so.
names-none = none
names-no-game = no game called `{ $name }`{ $hint }
names-game = { $error } (games: { $known })
names-rule-set = { $game } has no rule set `{ $name }`{ $hint } (rule sets: { $known })
names-any-rule-set = no game has a rule set called `{ $name }`{ $hint }
names-rule-option = { $game } has no rule option `{ $key }`{ $hint } (options: { $known })
names-any-rule-option = no game has a rule option called `{ $key }`{ $hint }
names-option-value = { $game }'s rule option `{ $key }` cannot be `{ $value }`{ $hint } (values: { $known })
names-not-key-value = a rule option takes KEY=VALUE, not `{ $text }`
names-no-notation = { $game } has no notation called `{ $name }`{ $hint }
names-any-notation = no game has a notation called `{ $name }`{ $hint }
names-notation = { $error } (notations: { $known })
names-no-diagram = { $game } has no diagram called `{ $name }`{ $hint }
names-any-diagram = no game has a diagram called `{ $name }`{ $hint }
names-diagram = { $error } (diagrams: { $known })
names-format = no format called `{ $name }`{ $hint } (formats: { $known })
