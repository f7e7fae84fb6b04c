// Where a trip's proposals open: the one being made, and each one as sent.
export const proposalPath = (tripRequestId: string) => `/trips/${tripRequestId}/proposal`;
export const sentProposalPath = (tripRequestId: string, id: string) =>
  `/trips/${tripRequestId}/proposals/${id}`;
