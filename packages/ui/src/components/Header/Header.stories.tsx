import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import esUS from "../../locales/es-US.json" with { type: "json" };
import { headerProps } from "../../stories/fixtures.js";
import { PageFiller } from "../../stories/Surfaces.js";
import { UiTextsProvider } from "../../texts/UiTextsProvider.js";
import { Header } from "./Header.js";

/**
 * The bar at the top of every page: the logo (it scrolls back to the top), the main navigation
 * (HOME, ABOUT US, PRICE, CONTACT, CANCEL), the member LOGIN link, the CALL NOW button and the
 * social links. From laptop width (1024 px) the navigation sits in the bar; on narrower screens it
 * moves behind the menu button into the side drawer. The link of the current section is underlined
 * and announced as the current page.
 *
 * **Do** keep the five navigation items in the spec's order, with short upper-case labels.
 *
 * **Don't** add a second filled button to the bar: CALL NOW is its one call to action.
 */
const meta = {
  title: "Page frame/Header",
  component: Header,
  args: { ...headerProps, onNavigate: fn(), onLogoClick: fn() },
  parameters: { docs: { story: { inline: false, height: "360px" } }, layout: "fullscreen" },
  decorators: [
    (Story) => (
      <>
        <Story />
        <PageFiller>Page content</PageFiller>
      </>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "HOME" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const login = canvas.getByRole("link", { name: /LOGIN/ });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByRole("link", { name: "CALL NOW" })).toHaveAttribute(
      "href",
      headerProps.callHref,
    );
  },
} satisfies Story;

export const PriceActive = {
  globals: { viewport: { value: "desktop" } },
  args: { activePath: "/price" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "PRICE" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "HOME" })).not.toHaveAttribute("aria-current");
  },
} satisfies Story;

export const PhoneClosed = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
} satisfies Story;

export const PhoneDrawerOpen = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const drawer = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(canvas.getByRole("link", { name: "HOME" })).toHaveFocus();
  },
} satisfies Story;

export const PhoneDrawerOpenAndClose = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, userEvent, step }) => {
    const menu = canvas.getByRole("button", { name: "Menu" });
    await step("Escape closes and returns focus", async () => {
      await userEvent.click(menu);
      await expect(await canvas.findByRole("dialog", { name: "Menu" })).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await expect(menu).toHaveFocus();
      await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    });
    await step("A click on the drawer closes it", async () => {
      await userEvent.click(menu);
      const drawer = await canvas.findByRole("dialog", { name: "Menu" });
      await userEvent.click(canvas.getByRole("heading", { name: "Menu" }));
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await waitFor(() => expect(drawer).not.toBeVisible());
    });
  },
} satisfies Story;

/** The es-US catalogue through `UiTextsProvider`: the nav's name, LOGIN, CALL NOW and the new-tab hints in Spanish. */
export const Spanish = {
  globals: { viewport: { value: "desktop" } },
  args: {
    navItems: [
      { label: "INICIO", to: "/" },
      { label: "NOSOTROS", to: "/about-us" },
      { label: "PRECIOS", to: "/price" },
      { label: "CONTACTO", to: "/contact" },
      { label: "CANCELAR", to: "/cancel-service" },
    ],
  },
  decorators: [
    (Story) => (
      <UiTextsProvider texts={esUS}>
        <Story />
      </UiTextsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Principal" });
    await expect(nav).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "INICIAR SESIÓN (se abre en una pestaña nueva)" }),
    ).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("link", { name: "LLAMAR AHORA" })).toHaveAttribute(
      "href",
      headerProps.callHref,
    );
    await expect(
      canvas.getByRole("link", { name: "Facebook (se abre en una pestaña nueva)" }),
    ).toBeVisible();
  },
} satisfies Story;

/** A site in two languages: the same page in the other one, its name written in that language, in the bar. */
export const WithLanguageSwitch = {
  globals: { viewport: { value: "desktop" } },
  args: { languageLinks: [{ label: "Español", href: "/es/", lang: "es-US" }] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Español" });
    await expect(link).toHaveAttribute("href", "/es/");
    await expect(link).toHaveAttribute("hreflang", "es-US");
    await expect(link).toHaveAttribute("lang", "es-US");
  },
} satisfies Story;

/** On a phone the switch sits in the drawer, beside the nav. */
export const PhoneDrawerWithLanguageSwitch = {
  globals: { viewport: { value: "phone" } },
  args: { languageLinks: [{ label: "Español", href: "/es/", lang: "es-US" }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const drawer = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(within(drawer).getByRole("link", { name: "Español" })).toBeVisible();
  },
} satisfies Story;
