import type { Metadata } from "next";
import { PageHeader } from "@/admin/components/page-header";
import { formatDate } from "@/lib/dates";
import { RoleButton } from "@/users/components/role-button.client";
import { userMessages as m } from "@/users/messages";
import { listUsersForAdmin } from "@/users/queries";
import { Badge } from "@/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";

export const metadata: Metadata = { title: "Usuarios · Panel de administración" };

export default async function UsersPage() {
  const { users, currentUserId } = await listUsersForAdmin();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle} />
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{m.email}</TableHead>
            <TableHead className="hidden sm:table-cell">{m.created}</TableHead>
            <TableHead>{m.role}</TableHead>
            <TableHead className="text-right">{m.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={4} className="h-24 text-center text-muted-foreground">
                {m.empty}
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
                <TableCell>{u.isAdmin ? <Badge>{m.admin}</Badge> : <Badge variant="secondary">{m.user}</Badge>}</TableCell>
                <TableCell className="text-right">
                  <RoleButton userId={u.id} email={u.email} isAdmin={u.isAdmin} isSelf={u.id === currentUserId} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
