/**
 * A dish's options as a guest or a waiter picks them (D58), free of zod so the guest pages can
 * use it: a group's choices from its fewest to its most, each costing what it adds, and those
 * adding an allergen the guest left out not offered. The server checks the same rules again
 * (resources/orders/queries.ts).
 */

export interface OptionChoiceShape {
  nameTr: string;
  priceKurus: number;
  allergens: readonly string[];
}

export interface OptionGroupShape {
  nameTr: string;
  min: number;
  max: number;
  choices: readonly OptionChoiceShape[];
}

/** A choice's key among those picked: its group's and its own Turkish names. */
export const choiceKey = (groupTr: string, choiceTr: string) => `${groupTr}\u0000${choiceTr}`;

/** The choices of a group a guest who left out `excluded` allergens is offered. */
export function offeredChoices<Choice extends OptionChoiceShape>(choices: readonly Choice[], excluded: readonly string[]): Choice[] {
  return choices.filter((choice) => !choice.allergens.some((code) => excluded.includes(code)));
}

/** What a dish's picker starts from: a group of exactly one choice to make starts at its first offered one. */
export function firstChoices(groups: readonly OptionGroupShape[], excluded: readonly string[]): string[] {
  return groups.flatMap((group) => {
    const first = offeredChoices(group.choices, excluded)[0];
    return group.min === 1 && group.max === 1 && first ? [choiceKey(group.nameTr, first.nameTr)] : [];
  });
}

/**
 * The choices picked after a tap on one: taken out if it was picked; otherwise put in, in place
 * of the group's other one where the group takes one, and not at all where the group is full.
 */
export function toggledChoice(picked: readonly string[], group: OptionGroupShape, choiceTr: string): string[] {
  const key = choiceKey(group.nameTr, choiceTr);
  if (picked.includes(key)) return picked.filter((other) => other !== key);
  const ofGroup = group.choices.map((choice) => choiceKey(group.nameTr, choice.nameTr)).filter((other) => picked.includes(other));
  if (group.max === 1) return [...picked.filter((other) => !ofGroup.includes(other)), key];
  return ofGroup.length >= group.max ? [...picked] : [...picked, key];
}

/** The groups with fewer choices picked than they ask for, in the dish's order. */
export function groupsShort<Group extends OptionGroupShape>(groups: readonly Group[], picked: readonly string[]): Group[] {
  return groups.filter(
    (group) => group.choices.filter((choice) => picked.includes(choiceKey(group.nameTr, choice.nameTr))).length < group.min,
  );
}

/** The choices picked, each by its group's and its own Turkish names, in the dish's order: what a line sends. */
export function chosenOptions(groups: readonly OptionGroupShape[], picked: readonly string[]): { group: string; choice: string }[] {
  return groups.flatMap((group) =>
    group.choices
      .filter((choice) => picked.includes(choiceKey(group.nameTr, choice.nameTr)))
      .map((choice) => ({ group: group.nameTr, choice: choice.nameTr })),
  );
}

/** What a line's options add to its price. */
export const optionsTotal = (options: readonly { priceKurus: number }[]): number =>
  options.reduce((sum, option) => sum + option.priceKurus, 0);

/** What the choices picked add to the price. */
export function optionsPrice(groups: readonly OptionGroupShape[], picked: readonly string[]): number {
  return groups.reduce(
    (sum, group) =>
      sum +
      group.choices.reduce((inner, choice) => inner + (picked.includes(choiceKey(group.nameTr, choice.nameTr)) ? choice.priceKurus : 0), 0),
    0,
  );
}

/**
 * A line's options in a few words, groups in order: "Acı · Çıkarılsın: soğan, maydanoz" (a
 * group of one choice named as it is says it once).
 */
export function optionsText(options: readonly { group: string; choice: string }[]): string {
  const groups: { group: string; choices: string[] }[] = [];
  for (const { group, choice } of options) {
    const last = groups.at(-1);
    if (last?.group === group) last.choices.push(choice);
    else groups.push({ group, choices: [choice] });
  }
  return groups
    .map(({ group, choices }) => (choices.length === 1 && choices[0] === group ? group : `${group}: ${choices.join(', ')}`))
    .join(' · ');
}
