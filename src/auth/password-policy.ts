/**
 * The password policy for new passwords (sign-up, create-admin): at least 8 characters and not
 * one that attackers try first. Existing accounts keep signing in with what they have. The list
 * is a small, hand-picked set of the most used passwords of 8+ characters (English and Spanish
 * leaks) plus keyboard runs; it runs in the browser too, so it stays small.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = new Set(
  `
12345678 123456789 1234567890 0123456789 12345678910 123123123 123412341234 11111111 111111111
00000000 000000000 22222222 55555555 66666666 77777777 88888888 99999999 12341234 11223344
87654321 987654321 9876543210 147258369 123456789a 12345678a 1234567a a1234567 a12345678 1q2w3e4r
1q2w3e4r5t 1qaz2wsx 1qaz2wsx3edc zaq12wsx qwertyui qwertyuiop qwerty123 qwerty12 qwerty1234
asdfghjk asdfghjkl zxcvbnm1 zxcvbnmm azertyuiop asdf1234 abcd1234 abc12345 abcdefgh abcdefg1
password password1 password12 password123 password! passw0rd p@ssw0rd p@ssword pa$$word
iloveyou iloveyou1 sunshine princess football baseball superman batman123 starwars whatever
trustno1 letmein1 welcome1 welcome123 computer internet michelle jennifer charlie1 master123
monkey123 dragon123 shadow123 liverpool chelsea1 arsenal1 barcelona realmadrid madrid123
qazwsxedc 1234qwer qwer1234 admin123 admin1234 administrator adminadmin root1234 changeme
contraseña contrasena contrasena1 contraseña1 contraseña123 contrasena123 micontraseña
micontrasena tequiero teamo123 teamomucho mariposa corazon1 princesa1 estrella1 barcelona1
madrid2020 españa123 espana123 galicia1 galicia123 coruña123 coruna123 vigo1234 santiago1
obras123 obras1234 construccion construcciones construccion1 reformas1 casa1234 miño1234
1234abcd abcd4321 holahola hola1234 holamundo123 bienvenido bienvenido1 secreto1 secreto123
cambiame cambiar123 usuario1 usuario123 prueba123 prueba1234 test1234 testtest 87654321a
`
    .split(/\s+/)
    .filter(Boolean),
);

export type PasswordProblem = "tooShort" | "tooLong" | "common";

/** What is wrong with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "tooLong";
  const lower = password.toLowerCase();
  // One repeated character ("aaaaaaaa") is as weak as anything on the list.
  if (COMMON.has(lower) || /^(.)\1*$/u.test(lower)) return "common";
  return null;
}
