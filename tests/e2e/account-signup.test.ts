import {
  apiPost,
  createConfirmedUser,
  expect,
  linkPath,
  rememberAccount,
  test,
  uniqueEmail,
  waitForMail,
  PASSWORD,
} from "./account-helpers.ts";

test("a visitor signs up, confirms from the real e-mail, is welcomed and taken home", async ({ page }) => {
  const email = uniqueEmail("signup");
  rememberAccount(email, PASSWORD); // signed up through the form: deleted when the test ends
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Σύνδεση" })).toBeVisible();
  await page.getByRole("button", { name: "Δεν έχεις λογαριασμό; Εγγραφή" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Δημιουργία λογαριασμού" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Επιβεβαίωση κωδικού", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Εγγραφή", exact: true }).click();

  // The confirmation message, back in sign-in mode, fields cleared.
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Επιτυχής εγγραφή! Ελέγξτε το email σας για επιβεβαίωση.",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Σύνδεση" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Επιβεβαίωση κωδικού")).toHaveCount(0);

  const mail = await waitForMail(email);
  await page.goto(linkPath(mail));
  await expect(page.getByText("Ο λογαριασμός σας επιβεβαιώθηκε! Καλώς ήρθατε στο Taxidaki.")).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Καλώς ήρθες στο Taxidaki!" })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 8_000 });
  // Signed in: the header's account menu carries the e-mail.
  await expect(
    page.getByRole("banner").getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Αγαπημένα" })).toBeVisible();
});

test("the welcome page's button goes home at once", async ({ page }) => {
  await page.goto("/en/welcome");
  await page.getByRole("link", { name: "Go now" }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
});

const expectedHttpError = /Failed to load resource: the server responded with a status of (400|401|403)/;

test("a confirmation link works once; broken links get the spec's messages", async ({ page, allowConsoleError }) => {
  allowConsoleError(expectedHttpError);
  const email = uniqueEmail("link");
  const res = await apiPost(page.request, "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "",
    lang: "en",
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(email);
  expect(linkPath(mail)).toMatch(/^\/en\/confirm\?token_hash=/);

  await page.goto("/en/confirm");
  await expect(page.getByText("Invalid confirmation link.")).toBeVisible();
  await page.goto("/en/confirm?token_hash=abc&type=signup");
  await expect(page.getByText("Invalid confirmation link.")).toBeVisible();
  await page.goto("/en/confirm?token_hash=not-a-real-token&type=email");
  await expect(page.getByText("Confirmation failed. Please try again or contact us.")).toBeVisible();
  await page.goto("/confirm?token_hash=not-a-real-token&type=email");
  await expect(page.getByText("Η επιβεβαίωση απέτυχε. Δοκιμάστε ξανά ή επικοινωνήστε μαζί μας.")).toBeVisible();
});

for (const lang of ["el", "en"] as const) {
  const T = {
    el: {
      prefix: "",
      password: "Κωδικός πρόσβασης",
      confirm: "Επιβεβαίωση κωδικού",
      signIn: "Σύνδεση",
      signUp: "Εγγραφή",
      toSignUp: "Δεν έχεις λογαριασμό; Εγγραφή",
      toSignIn: "Έχεις ήδη λογαριασμό; Σύνδεση",
      show: "Εμφάνιση κωδικού",
      fillAll: "Παρακαλώ συμπληρώστε όλα τα πεδία",
      tooShort: "Ο κωδικός πρέπει να έχει τουλάχιστον 6 χαρακτήρες",
      mismatch: "Οι κωδικοί δεν ταιριάζουν",
      wrong: "Λάθος email ή κωδικός πρόσβασης",
      notConfirmed: "Παρακαλώ επιβεβαιώστε το email σας πρώτα",
      invalidEmail: "Γράψε ένα έγκυρο email, π.χ. name@example.com",
      signedIn: "Επιτυχής σύνδεση!",
      wait: "Παρακαλώ περιμένετε...",
    },
    en: {
      prefix: "/en",
      password: "Password",
      confirm: "Confirm password",
      signIn: "Sign in",
      signUp: "Sign up",
      toSignUp: "No account yet? Sign up",
      toSignIn: "Already have an account? Sign in",
      show: "Show password",
      fillAll: "Please fill all fields",
      tooShort: "Password must be at least 6 characters",
      mismatch: "Passwords do not match",
      wrong: "Wrong email or password",
      notConfirmed: "Please confirm your email first",
      invalidEmail: "Enter a valid email, e.g. name@example.com",
      signedIn: "Successful login!",
      wait: "Please wait...",
    },
  }[lang];

  test(`every validation and error message of the auth screen (${lang})`, async ({ page, allowConsoleError }) => {
    allowConsoleError(expectedHttpError);
    const main = page.getByRole("main");
    const alert = main.getByRole("alert");
    const submit = (name: string) => main.getByRole("button", { name, exact: true }).click();
    await page.goto(`${T.prefix}/auth`);

    // Sign-in: empty fields, short password, unknown account.
    await submit(T.signIn);
    await expect(alert).toHaveText(T.fillAll);
    await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
    await submit(T.signIn);
    await expect(alert).toHaveText(T.fillAll);
    await page.getByLabel(T.password, { exact: true }).fill("12345");
    await submit(T.signIn);
    await expect(alert).toHaveText(T.tooShort);
    await page.getByLabel(T.password, { exact: true }).fill("123456");
    await submit(T.signIn);
    await expect(alert).toHaveText(T.wrong);

    // Show/hide; switching modes clears every field and hides the passwords.
    const pw = page.getByLabel(T.password, { exact: true });
    await expect(pw).toHaveAttribute("type", "password");
    await main.getByRole("button", { name: T.show }).click();
    await expect(pw).toHaveAttribute("type", "text");
    await main.getByRole("button", { name: T.toSignUp }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(pw).toHaveValue("");
    await expect(pw).toHaveAttribute("type", "password");
    await expect(alert).toHaveCount(0);

    // Sign-up: the confirmation is required and must match.
    await page.getByLabel("Email", { exact: true }).fill(`x-${Date.now()}@example.com`);
    await pw.fill("123456");
    await submit(T.signUp);
    await expect(alert).toHaveText(T.fillAll);
    await page.getByLabel(T.confirm, { exact: true }).fill("1234567");
    await submit(T.signUp);
    await expect(alert).toHaveText(T.mismatch);
    await pw.fill("1234");
    await page.getByLabel(T.confirm, { exact: true }).fill("1234");
    await submit(T.signUp);
    await expect(alert).toHaveText(T.tooShort);
    // A malformed address is caught before any request, in the page's language.
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await pw.fill("123456");
    await page.getByLabel(T.confirm, { exact: true }).fill("123456");
    await submit(T.signUp);
    await expect(alert).toHaveText(T.invalidEmail);

    // An account that is not confirmed yet.
    const unconfirmed = uniqueEmail("unconfirmed");
    const res = await apiPost(page.request, "/api/auth/sign-up/email", {
      email: unconfirmed,
      password: PASSWORD,
      name: "",
      lang,
    });
    expect(res.status()).toBe(200);
    await main.getByRole("button", { name: T.toSignIn }).click();
    await page.getByLabel("Email", { exact: true }).fill(unconfirmed);
    await pw.fill(PASSWORD);
    await submit(T.signIn);
    await expect(alert).toHaveText(T.notConfirmed);
  });

  test(`sign-in shows please-wait, succeeds and survives a reload (${lang})`, async ({ page }) => {
    const email = await createConfirmedUser(page.context().request, { lang });
    await page.context().clearCookies();
    await page.goto(`${T.prefix}/auth`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill(PASSWORD);
    // Slow the answer down a little to see the form while it waits.
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole("main").getByRole("button", { name: T.signIn, exact: true }).click();
    await expect(page.getByRole("main").getByRole("button", { name: T.wait })).toBeDisabled();
    await expect(page.getByLabel("Email", { exact: true })).toBeDisabled();
    await expect(page.getByText(T.signedIn)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/home$`));
    const account = page.getByRole("banner").getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
    await expect(account).toBeVisible();
    // A full reload of the static home page still shows the signed-in header (decision 003).
    await page.reload();
    await expect(account).toBeVisible();
    // /auth sends a signed-in visitor home.
    await page.goto(`${T.prefix}/auth`);
    await expect(page).toHaveURL(new RegExp(`${T.prefix}/home$`));
  });
}

test("too many attempts say when to try again", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 429/);
  await page.route("**/api/auth/sign-in/email", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "170" },
      contentType: "application/json",
      body: '{"error":{"code":"RATE_LIMITED","message":"Too many requests"}}',
    }),
  );
  await page.goto("/en/auth");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Password", { exact: true }).fill("123456");
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Too many attempts. Try again in 3 minutes.");
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Κωδικός πρόσβασης", { exact: true }).fill("123456");
  await page.getByRole("main").getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Πάρα πολλές προσπάθειες. Δοκίμασε ξανά σε 3 λεπτά.",
  );
});
