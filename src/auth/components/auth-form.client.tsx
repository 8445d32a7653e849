"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { authClient, authErrorMessage } from "@/auth/client";
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "@/auth/validation";
import { authMessages as m } from "@/messages/auth";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs";

type Props = { redirectTo: string | null };

function hasAdminRole(user: unknown): boolean {
  const role = (user as { role?: string | null } | undefined)?.role ?? "";
  return role.split(",").includes("admin");
}

export function AuthForm({ redirectTo }: Props) {
  const router = useRouter();
  const signIn = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const signUp = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  // Admins land where they were sent from, or /admin; anyone else goes back to where they were, or home.
  const go = (isAdmin: boolean) => {
    router.replace(redirectTo ?? (isAdmin ? "/admin" : "/"));
    router.refresh();
  };

  const onSignIn = signIn.handleSubmit(async ({ email, password }) => {
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) return void toast.error(authErrorMessage(error, "loginError"));
    toast.success(m.loginSuccess);
    go(hasAdminRole(data?.user));
  });

  const onSignUp = signUp.handleSubmit(async ({ email, password }) => {
    const { data, error } = await authClient.signUp.email({
      email,
      password,
      name: email.split("@")[0],
      callbackURL: "/",
    });
    if (error) return void toast.error(authErrorMessage(error, "signupError"));
    toast.success(m.accountCreated);
    go(hasAdminRole(data?.user));
  });

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>{m.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="signin">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">{m.signIn}</TabsTrigger>
            <TabsTrigger value="signup">{m.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <form onSubmit={onSignIn} noValidate className="space-y-4 pt-4" aria-label={m.signIn}>
              <Field form={signIn} name="email" label={m.email} type="email" autoComplete="email" id="signin-email" />
              <Field form={signIn} name="password" label={m.password} type="password" autoComplete="current-password" id="signin-password" />
              <Button type="submit" className="w-full" disabled={signIn.formState.isSubmitting}>
                {signIn.formState.isSubmitting ? m.signingIn : m.signIn}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form onSubmit={onSignUp} noValidate className="space-y-4 pt-4" aria-label={m.signUp}>
              <Field form={signUp} name="email" label={m.email} type="email" autoComplete="email" id="signup-email" />
              <Field form={signUp} name="password" label={m.password} type="password" autoComplete="new-password" id="signup-password" />
              <Field form={signUp} name="confirmPassword" label={m.confirmPassword} type="password" autoComplete="new-password" id="signup-confirm" />
              <Button type="submit" className="w-full" disabled={signUp.formState.isSubmitting}>
                {signUp.formState.isSubmitting ? m.signingUp : m.signUp}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  id: string;
  type: string;
  autoComplete: string;
};

function Field<T extends FieldValues>({ form, name, label, id, type, autoComplete }: FieldProps<T>) {
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
