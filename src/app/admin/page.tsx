export default function AdminHome() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Panel de administración</h1>
    </section>
  );
}
