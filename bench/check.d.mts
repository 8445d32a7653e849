export type BudgetCheck = { name: string; actual: string | number; limit: string; ok: boolean };
export function checkBudgets(result: Record<string, unknown>, budgets: Record<string, unknown>): BudgetCheck[];
