// Screenshots of the main stories at a 360 px phone and a 1280 px desktop, for review.
// They land in packages/ui/artifacts/screenshots/ (git-ignored), which CI keeps as artifacts.
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import preview from "../.storybook/preview.js";
import * as BenefitCardStories from "./components/BenefitCard/BenefitCard.stories.js";
import * as DialogStories from "./components/Dialog/Dialog.stories.js";
import * as FooterStories from "./components/Footer/Footer.stories.js";
import * as HeaderStories from "./components/Header/Header.stories.js";
import * as HeroCardStories from "./components/HeroCard/HeroCard.stories.js";
import * as LoadingOverlayStories from "./components/LoadingOverlay/LoadingOverlay.stories.js";
import * as ModalStories from "./components/Modal/Modal.stories.js";
import * as PageBannerStories from "./components/PageBanner/PageBanner.stories.js";
import * as PlanCardStories from "./components/PlanCard/PlanCard.stories.js";
import * as TextFieldStories from "./components/TextField/TextField.stories.js";
import * as HomePageStories from "./stories/HomePage.stories.js";
import * as ThemeStories from "./stories/Theme.stories.js";

// The theme decorator and parameters of .storybook/preview apply to the composed stories.
setProjectAnnotations([preview]);

const widths = [360, 1280] as const;
const viewportHeight = 800;
// Longer pages are captured whole, up to this height.
const maxHeight = 6000;

const home = composeStories(HomePageStories);
const header = composeStories(HeaderStories);
const plans = composeStories(PlanCardStories);
const banner = composeStories(PageBannerStories);
const dialog = composeStories(DialogStories);

interface Shot {
  name: string;
  story: {
    run: (context: { canvasElement: HTMLElement }) => Promise<void>;
    parameters: { layout?: string };
  };
  /** Only at this width, when the story's play function needs one layout. */
  only?: number;
  /** Overlays (drawer, dialogs) are shot at the viewport's height, not the page's. */
  fullPage?: false;
}

const shots: readonly Shot[] = [
  { name: "home-page", story: home.Desktop },
  { name: "header", story: header.PhoneClosed, only: 360, fullPage: false },
  { name: "header", story: header.Desktop, only: 1280, fullPage: false },
  { name: "header-drawer-open", story: header.PhoneDrawerOpen, only: 360, fullPage: false },
  { name: "footer", story: composeStories(FooterStories).Default },
  { name: "hero-card", story: composeStories(HeroCardStories).Default },
  { name: "page-banner-position-1", story: banner.Position1 },
  { name: "page-banner-position-2", story: banner.Position2 },
  { name: "page-banner-position-3", story: banner.Position3 },
  { name: "plan-cards", story: plans.BothPlans },
  { name: "plan-card-checkout", story: plans.Checkout },
  { name: "benefit-grid", story: composeStories(BenefitCardStories).GridOfTen },
  { name: "dialog-required-fields", story: dialog.RequiredFields, fullPage: false },
  { name: "dialog-message-sent", story: dialog.MessageSent, fullPage: false },
  {
    name: "cancellation-modal",
    story: composeStories(ModalStories).CancellationDialog,
    fullPage: false,
  },
  {
    name: "loading-overlay",
    story: composeStories(LoadingOverlayStories).Visible,
    fullPage: false,
  },
  { name: "text-field-error", story: composeStories(TextFieldStories).EmailStartsWithNumbers },
  { name: "sister-theme", story: composeStories(ThemeStories).SisterBrand },
];

function settle(ms = 400): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function capture(name: string, width: number, fullPage: boolean): Promise<string> {
  if (fullPage) {
    const height = Math.min(
      Math.max(document.documentElement.scrollHeight, viewportHeight),
      maxHeight,
    );
    await page.viewport(width, height);
    await settle(100);
  }
  const { base64 } = await page.screenshot({
    path: `../artifacts/screenshots/${name}-${width}.png`,
    base64: true,
  });
  return base64;
}

describe("screenshots of the main stories", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  const cases = widths.flatMap((width) =>
    shots
      .filter((shot) => shot.only === undefined || shot.only === width)
      .map(({ name, story, fullPage = true }) => ({ name, story, fullPage, width })),
  );

  it.each(cases)("$name at $width px", async ({ name, story, fullPage, width }) => {
    await page.viewport(width, viewportHeight);
    const canvasElement = document.body.appendChild(document.createElement("div"));
    // What Storybook's "padded" layout does around a component.
    if (story.parameters.layout !== "fullscreen") canvasElement.style.padding = "1rem";
    // Renders the story with the preview's theme decorator and runs its play function.
    await story.run({ canvasElement });
    // Let transitions (drawer 200 ms, overlay 0.3 s) finish.
    await settle();
    const png = await capture(name, width, fullPage);
    expect(png.length).toBeGreaterThan(1000);
  });
});
