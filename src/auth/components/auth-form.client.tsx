"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useActionState } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { signInWithFormAction, signUpWithFormAction, type AuthFormState } from "@/auth/actions";
import { authClient, authErrorMessage } from "@/auth/client";
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "@/auth/validation";
import { authHref } from "@/auth/auth-href";
import { roleOf } from "@/auth/permissions";
import { useLocale, useMessages } from "@/i18n/locale-context.client";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs.client";

type Props = {
  redirectTo: string | null;
  initialTab?: "signin" | "signup";
  /** SITE_URL when it is set: a refusal of another address names it. */
  siteAddress?: string | null;
};

const noErrors: AuthFormState = {};

/** Whether the signed-in person has a staff role (admin, editor or comercial): they land in the panel. */
function isStaff(user: unknown): boolean {
  return roleOf((user as { role?: string | null } | undefined)?.role) !== null;
}

/**
 * With JavaScript, each form runs its client flow (validation, toasts, client navigation).
 * Before the script loads or without it, the browser posts the form to its server action
 * (src/auth/actions.ts), which answers with a redirect or the errors rendered below, in the
 * screen's language (posted with the form).
 */
export function AuthForm({ redirectTo, initialTab = "signin", siteAddress = null }: Props) {
  const m = useMessages("auth");
  const locale = useLocale();
  const router = useRouter();
  const [signInState, signInAction] = useActionState(signInWithFormAction, noErrors);
  const [signUpState, signUpAction] = useActionState(signUpWithFormAction, noErrors);
  const signIn = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const signUp = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  // Staff land where they were sent from, or /admin; anyone else goes back to where they were, or home.
  const go = (staff: boolean) => {
    router.replace(redirectTo ?? (staff ? "/admin" : "/"));
    router.refresh();
  };

  // Named only when this page is elsewhere: on the site's own address, "open it" would not help.
  const refusalOptions = () => ({ siteAddress: siteAddress && new URL(siteAddress).origin !== window.location.origin ? siteAddress : null });

  const onSignIn = signIn.handleSubmit(async ({ email, password }) => {
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) return void toast.error(authErrorMessage(error, "loginError", refusalOptions()));
    toast.success(m.loginSuccess);
    go(isStaff(data?.user));
  });

  const onSignUp = signUp.handleSubmit(async ({ email, password }) => {
    const { data, error } = await authClient.signUp.email({
      email,
      password,
      name: email.split("@")[0],
      callbackURL: "/",
    });
    if (error) return void toast.error(authErrorMessage(error, "signupError", refusalOptions()));
    toast.success(m.accountCreated);
    go(isStaff(data?.user));
  });

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>{m.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={signUpState.error ? "signup" : signInState.error ? "signin" : initialTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">{m.signIn}</TabsTrigger>
            <TabsTrigger value="signup">{m.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <form action={signInAction} onSubmit={onSignIn} noValidate className="space-y-4 pt-4" aria-label={m.signIn}>
              <input type="hidden" name="redirect" value={redirectTo ?? ""} />
              <input type="hidden" name="idioma" value={locale} />
              <ServerError state={signInState} />
              <Field form={signIn} name="email" label={m.email} type="email" autoComplete="email" id="signin-email" state={signInState} />
              <Field
                form={signIn}
                name="password"
                label={m.password}
                type="password"
                autoComplete="current-password"
                id="signin-password"
                state={signInState}
              />
              <Button type="submit" className="w-full" disabled={signIn.formState.isSubmitting}>
                {signIn.formState.isSubmitting ? m.signingIn : m.signIn}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form action={signUpAction} onSubmit={onSignUp} noValidate className="space-y-4 pt-4" aria-label={m.signUp}>
              <input type="hidden" name="redirect" value={redirectTo ?? ""} />
              <input type="hidden" name="idioma" value={locale} />
              <ServerError state={signUpState} />
              <Field form={signUp} name="email" label={m.email} type="email" autoComplete="email" id="signup-email" state={signUpState} />
              <Field form={signUp} name="password" label={m.password} type="password" autoComplete="new-password" id="signup-password" state={signUpState} />
              <Field
                form={signUp}
                name="confirmPassword"
                label={m.confirmPassword}
                type="password"
                autoComplete="new-password"
                id="signup-confirm"
                state={signUpState}
              />
              <Button type="submit" className="w-full" disabled={signUp.formState.isSubmitting}>
                {signUp.formState.isSubmitting ? m.signingUp : m.signUp}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
        <noscript>
          <p className="pt-4 text-center text-sm">
            <a className="underline underline-offset-4" href={authHref({ locale, mode: initialTab === "signup" ? "signin" : "signup", redirectTo })}>
              {initialTab === "signup" ? m.signIn : m.signUp}
            </a>
          </p>
        </noscript>
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
  /** What the server action answered when the form was posted without JavaScript. */
  state: AuthFormState;
};

/** The server action's message (no-JavaScript posts only; the client flow uses toasts). */
function ServerError({ state }: { state: AuthFormState }) {
  if (!state.error || state.fieldErrors) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {state.error}
    </p>
  );
}

function Field<T extends FieldValues>({ form, name, label, id, type, autoComplete, state }: FieldProps<T>) {
  const error = (form.formState.errors[name]?.message as string | undefined) ?? state.fieldErrors?.[name];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={name === "email" ? state.email : undefined}
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
