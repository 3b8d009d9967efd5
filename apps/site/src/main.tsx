import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <main>
      <h1>Coming soon</h1>
      <p>The membership site is being built: plans, checkout, contact and cancellation.</p>
    </main>,
  );
}
