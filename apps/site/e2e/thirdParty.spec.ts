// Third-party scripts never compete with the first render: reCAPTCHA waits for its form (chat: chat.spec.ts).

import { expect, gotoHydrated, test } from "./fixtures.ts";
import { RECAPTCHA_SCRIPT_URL } from "./journeys/fakeRecaptcha.ts";
import { contactForm } from "./journeys/forms.ts";

test("reCAPTCHA loads when the contact form comes into view, or once it is used", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "on a desktop screen the form is in view from the start");
  const googleRequests: string[] = [];
  page.on("request", (request) => {
    if (RECAPTCHA_SCRIPT_URL.test(request.url())) googleRequests.push(request.url());
  });
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  const viewport = page.viewportSize()?.height ?? 0;
  // The precondition: the form's captcha starts more than two screens down on a phone.
  const send = form.getByRole("button", { name: "Send" });
  expect((await send.boundingBox())?.y ?? 0).toBeGreaterThan(2 * viewport);
  await page.waitForLoadState("networkidle");
  expect(googleRequests).toEqual([]);

  await form.getByRole("textbox").first().focus();
  await expect.poll(() => googleRequests.length).toBe(1);
});
