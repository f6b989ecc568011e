import { describe, it } from "vitest";
import { authScenarios } from "./auth.scenarios";
import { brandingScenarios } from "./branding.scenarios";
import { clientScenarios } from "./clients.scenarios";
import type { ScenarioGroup, ScenarioTarget } from "./harness";
import { importScenarios } from "./import.scenarios";
import { noteScenarios } from "./notes.scenarios";
import { organizationScenarios } from "./organizations.scenarios";
import { programScenarios } from "./programs.scenarios";
import { workoutScenarios } from "./workouts.scenarios";

/** Every shared scenario group, in the order the runners register them. */
export const SCENARIO_GROUPS: ScenarioGroup[] = [
  authScenarios,
  organizationScenarios,
  clientScenarios,
  workoutScenarios,
  programScenarios,
  importScenarios,
  brandingScenarios,
  noteScenarios,
];

/** Registers each scenario as a vitest test; `target()` is resolved when the test runs (after beforeAll). */
export function registerScenarios(target: () => ScenarioTarget, groups = SCENARIO_GROUPS) {
  for (const group of groups) {
    describe(group.name, () => {
      for (const scenario of group.scenarios) it(scenario.name, () => scenario.run(target()));
    });
  }
}
