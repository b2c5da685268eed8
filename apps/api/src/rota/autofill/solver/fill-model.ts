import {
  dailyCapMinutes,
  FillChoice,
  fairTargetMinutes,
  FillObjective,
  FillProblem,
  fixedWeekMinutes,
  mondayOf,
  OBJECTIVE_LEVELS,
  weeklyCapMinutes,
} from '@rotaledger/domain';

/**
 * The fill as an integer program in CPLEX LP text (what HiGHS reads): a binary x per person and
 * group of identical open slots (same day, times, paid minutes, and the same people who may
 * take them at the same cost), and the rules no pair breaks alone as rows. Identical slots
 * overlap, so nobody takes two of one group: one column per person and group with the group's
 * size as the row's bound is the same rule without the symmetry of which identical slot whom
 * (a café week has many: 60 open slots are 46-50 groups, 120 are 74-81). One level of the
 * objective at a time; the optimum of each earlier level is kept as a bound (a lexicographic
 * objective by sequential solves, exact because every level's value is a whole number).
 */
export type ObjectiveLevel = (typeof OBJECTIVE_LEVELS)[number];

type Term = [coefficient: number, variable: string];

const x = (pair: number) => `x${pair}`;
const SPREAD = 'spread';

function linear(terms: readonly Term[]): string {
  if (terms.length === 0) return '0 x_zero';
  const parts = terms.map(([c, v], i) => `${c < 0 ? '-' : i === 0 ? '' : '+'} ${Math.abs(c)} ${v}`);
  // Short lines: the LP reader's lines stay readable and bounded.
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 12) lines.push(parts.slice(i, i + 12).join(' '));
  return lines.join('\n  ');
}

/** Each level's value as terms plus a constant (value = constant + terms). */
export interface LevelExpression {
  constant: number;
  terms: Term[];
}

export interface FillModel {
  /** The rows every level shares. */
  rows: string[];
  /**
   * Each group filled: for the levels after the first when it is held at its floor (only slots
   * nobody may take stay open), the same bound as one equation per group, which the solver's
   * presolve and cuts use far better than one sum over every column.
   */
  fullRows: string[];
  unfilledFloor: number;
  /** The groups of identical slots (slot indices, in slot order); a placed slot is a group of its own. */
  groups: number[][];
  /** For each pair, the pair of its person on the first slot of its group: the column it counts in. */
  column: number[];
  /** The pairs that are columns (x{pair}), in pair order. */
  columns: number[];
  levels: Record<ObjectiveLevel, LevelExpression>;
  binaries: string[];
  /** The levels worth solving (the others are 0 whatever is chosen). */
  active: ObjectiveLevel[];
}

export function fillModel(problem: FillProblem): FillModel {
  const rows: string[] = [];
  const { groups, column } = identicalSlots(problem);
  const columns = problem.pairs.filter((p) => column[p.index] === p.index).map((p) => p.index);
  const binaries = columns.map(x);
  const row = (terms: readonly Term[], sense: '<=' | '>=', rhs: number) => rows.push(` r${rows.length}: ${linear(terms)} ${sense} ${rhs}`);
  const ownColumns = problem.pairsOfPerson.map((own) => own.filter((p) => column[p] === p));

  // As many people as the group has slots; with every slot filled that anyone may take, exactly as many.
  const fullRows: string[] = [];
  for (const group of groups) {
    const pairs = problem.pairsOfSlot[group[0]];
    if (pairs.length === 0) continue;
    if (pairs.length > group.length)
      row(
        pairs.map((p) => [1, x(p)]),
        '<=',
        group.length,
      );
    fullRows.push(` f${fullRows.length}: ${linear(pairs.map((p) => [1, x(p)]))} = ${group.length}`);
  }
  // Slots of one person that overlap or leave too little rest: at most one of each clique.
  for (const clique of conflictCliques(problem, column))
    row(
      clique.map((p) => [1, x(p)]),
      '<=',
      1,
    );
  // Totals: weekly caps, the under-18 day, the contract's days.
  problem.people.forEach((person, i) => {
    const own = ownColumns[i];
    const byWeek = groupBy(own, (p) => mondayOf(problem.slots[problem.pairs[p].slot].date));
    for (const [monday, pairs] of byWeek) {
      const room = weeklyCapMinutes(person, monday) - fixedWeekMinutes(person, monday);
      if (pairs.reduce((sum, p) => sum + problem.pairs[p].paidMinutes, 0) > room) {
        row(
          pairs.map((p) => [problem.pairs[p].paidMinutes, x(p)]),
          '<=',
          room,
        );
      }
      const maxDays = person.candidate.contract.maxDaysPerWeek;
      if (maxDays === undefined) continue;
      const fixedDays = new Set(person.fixed.filter((f) => mondayOf(f.date) === monday).map((f) => f.date));
      const newDays = groupBy(
        pairs.filter((p) => !fixedDays.has(problem.slots[problem.pairs[p].slot].date)),
        (p) => problem.slots[problem.pairs[p].slot].date,
      );
      if (newDays.size <= maxDays - fixedDays.size) continue;
      const days: Term[] = [];
      for (const [date, onDay] of newDays) {
        const y = `y${i}_${date.replaceAll('-', '')}`;
        binaries.push(y);
        days.push([1, y]);
        for (const p of onDay)
          row(
            [
              [1, x(p)],
              [-1, y],
            ],
            '<=',
            0,
          );
      }
      row(days, '<=', maxDays - fixedDays.size);
    }
    for (const [date, pairs] of groupBy(own, (p) => problem.slots[problem.pairs[p].slot].date)) {
      const cap = dailyCapMinutes(person, date);
      if (cap === null) continue;
      const room = cap - person.fixed.filter((f) => f.date === date).reduce((sum, f) => sum + f.paidMinutes, 0);
      if (pairs.reduce((sum, p) => sum + problem.pairs[p].paidMinutes, 0) > room)
        row(
          pairs.map((p) => [problem.pairs[p].paidMinutes, x(p)]),
          '<=',
          room,
        );
    }
  });

  const levels: Record<ObjectiveLevel, LevelExpression> = {
    unfilled: { constant: problem.slots.length, terms: columns.map((p) => [-1, x(p)]) },
    changes: { constant: problem.holders.size, terms: [] },
    shortfallMinutes: { constant: 0, terms: [] },
    fairnessMinutes: { constant: 0, terms: [] },
    costPence: {
      constant: 0,
      terms: columns.filter((p) => problem.pairs[p].costPence !== 0).map((p) => [problem.pairs[p].costPence, x(p)]),
    },
  };
  for (const [s, holder] of problem.holders) {
    const kept = problem.pairsOfSlot[s].find((p) => problem.pairs[p].person === holder);
    if (kept !== undefined) levels.changes.terms.push([-1, x(kept)]);
  }
  problem.people.forEach((person, i) => {
    const min = person.candidate.contract.minWeeklyHours;
    const target = problem.input.goal === 'fair' ? fairTargetMinutes(person.candidate) : null;
    problem.mondays.forEach((monday, w) => {
      const fixed = fixedWeekMinutes(person, monday);
      const worked: Term[] = ownColumns[i]
        .filter((p) => mondayOf(problem.slots[problem.pairs[p].slot].date) === monday)
        .map((p) => [problem.pairs[p].paidMinutes, x(p)]);
      if (min !== undefined && Math.round(min * 60) - fixed > 0) {
        const need = Math.round(min * 60) - fixed;
        if (worked.length === 0) levels.shortfallMinutes.constant += need;
        else {
          const short = `s${i}_${w}`;
          row([[1, short], ...worked], '>=', need);
          levels.shortfallMinutes.terms.push([1, short]);
        }
      }
      // The spread: one variable at least every such week's distance from the middle of its range.
      if (target !== null && worked.length > 0) {
        row([[1, SPREAD], ...worked.map(([c, v]): Term => [-c, v])], '>=', fixed - target);
        row([[1, SPREAD], ...worked], '>=', target - fixed);
        if (levels.fairnessMinutes.terms.length === 0) levels.fairnessMinutes.terms.push([1, SPREAD]);
      }
    });
  });
  const active = OBJECTIVE_LEVELS.filter((level) => levels[level].terms.length > 0);
  const unfilledFloor = problem.pairsOfSlot.filter((pairs) => pairs.length === 0).length;
  return { rows, fullRows, unfilledFloor, groups, column, columns, levels, binaries, active };
}

/**
 * Open slots that no rule tells apart: the same day, start, end and paid minutes, and the same
 * people at the same cost (each person's rules then read them alike, and they overlap).
 */
function identicalSlots(problem: FillProblem): { groups: number[][]; column: number[] } {
  const byKey = new Map<string, number[]>();
  problem.slots.forEach((slot, s) => {
    const people = problem.pairsOfSlot[s].map((p) => `${problem.pairs[p].person}:${problem.pairs[p].costPence}`).join(',');
    const distinct = problem.holders.has(s) || slot.end <= slot.start;
    const key = distinct ? `slot ${s}` : `${slot.date}|${slot.start}|${slot.end}|${slot.paidMinutes}|${people}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  });
  const groups = [...byKey.values()];
  const column = problem.pairs.map((p) => p.index);
  for (const group of groups) {
    const first = new Map(problem.pairsOfSlot[group[0]].map((p) => [problem.pairs[p].person, p]));
    for (const s of group.slice(1)) for (const p of problem.pairsOfSlot[s]) column[p] = first.get(problem.pairs[p].person)!;
  }
  return { groups, column };
}

/** The columns' values of a choice: 1 where the person has a slot of the column's group. */
export function columnValues(model: FillModel, choice: FillChoice): Map<string, number> {
  const taken = new Set(choice.filter((p) => p >= 0).map((p) => model.column[p]));
  return new Map(model.columns.map((p) => [x(p), taken.has(p) ? 1 : 0]));
}

/** The choice of the columns' values: each group's people, in person order, take its slots in slot order. */
export function choiceOfColumns(problem: FillProblem, model: FillModel, value: (name: string) => number): number[] {
  const choice = problem.slots.map(() => -1);
  for (const group of model.groups) {
    const people = problem.pairsOfSlot[group[0]].filter((p) => value(x(p)) > 0.5).map((p) => problem.pairs[p].person);
    people.slice(0, group.length).forEach((person, k) => {
      choice[group[k]] = problem.pairsOfSlot[group[k]].find((p) => problem.pairs[p].person === person)!;
    });
  }
  return choice;
}

/** The LP text minimising `level`, with each earlier level held at or under its bound. */
export function levelProgram(model: FillModel, level: ObjectiveLevel, bounds: Partial<FillObjective>): string {
  const full = bounds.unfilled === model.unfilledFloor;
  const held = Object.entries(bounds)
    .filter(([name]) => !(full && name === 'unfilled'))
    .map(([name, bound]) => {
      const expression = model.levels[name as ObjectiveLevel];
      // Whole-number levels: half a unit of slack keeps the bound exact under the solver's tolerances.
      return ` b_${name}: ${linear(expression.terms)} <= ${bound - expression.constant + 0.5}`;
    });
  return [
    'Minimize',
    ` obj: ${linear(model.levels[level].terms)}`,
    'Subject To',
    ...model.rows,
    ...(full ? model.fullRows : []),
    ...held,
    ...(model.rows.length + held.length === 0 ? [' r_none: 0 x_zero >= 0'] : []),
    'Binary',
    ...chunks(model.binaries, 20).map((names) => ` ${names.join(' ')}`),
    'End',
  ].join('\n');
}

/**
 * The pairwise conflicts gathered into cliques (pairs of one person that all exclude each other,
 * e.g. a day's overlapping shifts and the next morning's): one row per clique instead of one per
 * pair is the same rule with a much tighter relaxation. Every conflict is in some clique.
 */
export function conflictCliques(problem: FillProblem, column: readonly number[] = problem.pairs.map((p) => p.index)): number[][] {
  const key = (a: number, b: number) => `${Math.min(a, b)}|${Math.max(a, b)}`;
  // Conflicts between columns: a pair's conflict is its column's (identical slots' pairs conflict alike).
  const conflicts = problem.conflicts.map(([a, b]): [number, number] => [column[a], column[b]]).filter(([a, b]) => a !== b);
  const conflicting = new Set(conflicts.map(([a, b]) => key(a, b)));
  const covered = new Set<string>();
  const cliques: number[][] = [];
  for (const all of problem.pairsOfPerson) {
    const own = all.filter((p) => column[p] === p);
    const sorted = [...own].sort(
      (a, b) => problem.slots[problem.pairs[a].slot].start - problem.slots[problem.pairs[b].slot].start || a - b,
    );
    sorted.forEach((first, i) => {
      const clique = [first];
      for (const next of sorted.slice(i + 1)) if (clique.every((member) => conflicting.has(key(member, next)))) clique.push(next);
      if (clique.length < 2) return;
      const pairs = clique.flatMap((a, k) => clique.slice(k + 1).map((b) => key(a, b)));
      if (pairs.every((pair) => covered.has(pair))) return;
      pairs.forEach((pair) => covered.add(pair));
      cliques.push(clique);
    });
  }
  for (const [a, b] of conflicts)
    if (!covered.has(key(a, b))) {
      covered.add(key(a, b));
      cliques.push([a, b]);
    }
  return cliques;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function groupBy<K>(items: readonly number[], key: (item: number) => K): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
