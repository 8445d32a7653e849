import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import Link from "next/link";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { messagesFor } from "@/i18n/catalogue";
import { formatDate } from "@/lib/dates";
import { RoleForm } from "@/users/admin/role-form";
import type { RoleFailure } from "@/users/actions";
import { refusedArea } from "@/auth/admin/area-guard";
import { firstParam } from "@/admin/list-query";
import { STAFF_ROLES } from "@/auth/permissions";
import { userMessages } from "@/users/messages";
import { parseUsersQuery } from "@/users/list";
import { listUsersForAdmin } from "@/users/admin-queries";
import { Badge } from "@/ui/badge";
import { buttonVariants } from "@/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";

export const generateMetadata = () => adminMetadata(userMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FAILURES = ["lastAdmin", "ownRole", "notFound", "roleError"] as const satisfies readonly RoleFailure[];

export default async function UsersPage({ searchParams }: Props) {
  const denied = await refusedArea("users");
  if (denied) return denied;
  const m = messagesFor(userMessages, await adminLocale());
  const params = await searchParams;
  const query = parseUsersQuery(params);
  const { users: page, currentUserId } = await listUsersForAdmin(query);
  const users = page.rows;
  // What the last role post did (a post without JavaScript comes back here too).
  const failed = firstParam(params.fallo);
  const failure = FAILURES.find((key) => key === failed);
  const saved = firstParam(params.rol) === "guardado";
  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
          {m[failure]}
        </p>
      ) : saved ? (
        <p
          role="status"
          className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {m.saved}
        </p>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{m.email}</TableHead>
            <TableHead className="hidden sm:table-cell">{m.created}</TableHead>
            <TableHead className="text-right">{m.role}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={3} className="h-24 text-center text-muted-foreground">
                <p>{query.q ? m.noMatch : m.empty}</p>
                {query.q ? (
                  <Link href="/admin/users" className={buttonVariants({ variant: "outline", className: "mt-3" })}>
                    {m.showAll}
                  </Link>
                ) : null}
              </TableCell>
            </TableRow>
          ) : (
            users.map((u) => (
              <TableRow key={u.id}>
                <TableCell className="max-w-[14rem] font-medium sm:max-w-none">
                  <span className="block truncate" title={u.email}>
                    {u.email}
                  </span>
                  {u.id === currentUserId ? <span className="text-xs font-normal text-muted-foreground">{m.you}</span> : null}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate(u.createdAt)}</TableCell>
                <TableCell className="text-right">
                  {u.id === currentUserId ? (
                    <span title={m.ownRoleNote}>
                      <Badge variant={u.role ? "default" : "secondary"}>{m.roles[u.role ?? "none"]}</Badge>
                      <span className="sr-only"> {m.ownRoleNote}</span>
                    </span>
                  ) : (
                    <RoleForm key={`${u.id}:${u.role ?? "none"}`} m={m} userId={u.id} email={u.email} role={u.role} q={query.q} page={page.page} />
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-[max-content_1fr]" aria-label={m.legend}>
        {[...STAFF_ROLES, "none" as const].map((role) => (
          <div key={role} className="contents">
            <dt className="font-medium text-foreground">{m.roles[role]}</dt>
            <dd>{m.roleHints[role]}</dd>
          </div>
        ))}
      </dl>
      {page.total > 0 ? <ListPagination path="/admin/users" params={{ q: query.q }} page={page.page} pages={page.pages} summary={m.count(page.total)} /> : null}
    </div>
  );
}
