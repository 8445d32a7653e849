import type { BudgetCheck } from "./check.mjs";
export function checkScaleBudgets(result: Record<string, unknown>, budgets: Record<string, unknown>): BudgetCheck[];
