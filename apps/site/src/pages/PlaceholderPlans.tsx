// Stand-in for @membership/ui's plan cards: the two plans of @membership/content with a working Buy.
import { planList } from "@membership/content";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { buyPlan } from "../storage.ts";

const PlanGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin-top: 1.5rem;
`;

const PlanBox = styled.section`
  padding: 1rem 1.25rem;
  border: 1px solid #d8dee4;
  border-radius: 0.5rem;
`;

const BuyButton = styled.button`
  padding: 0.5rem 1.5rem;
  border: 0;
  border-radius: 0.25rem;
  font: inherit;
  font-weight: 600;
  color: #ffffff;
  background: #1d6fb8;
  cursor: pointer;
`;

export function PlaceholderPlans() {
  const navigate = useNavigate();
  return (
    <PlanGrid>
      {planList.map((plan) => (
        <PlanBox key={plan.subscriptionType} aria-label={`${plan.subscriptionType} plan`}>
          <h2>{plan.subscriptionType}</h2>
          <p>
            {plan.subscriptionPrice} {plan.subscriptionDescription}
          </p>
          <p>
            {plan.subscriptionTrialInfo} {plan.subscriptionTrialPrice}
          </p>
          <BuyButton type="button" onClick={() => buyPlan(plan, navigate)}>
            {plan.subscriptionButtonText}
          </BuyButton>
        </PlanBox>
      ))}
    </PlanGrid>
  );
}
