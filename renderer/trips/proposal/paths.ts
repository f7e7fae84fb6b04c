// Where a trip's proposals open: the one being made (with the quotes the broker ticked under
// "Quotes compared" as its options, named in the route so a reload keeps them), and each one
// as sent.
export const proposalPath = (tripRequestId: string, picked?: readonly string[]) =>
  `/trips/${tripRequestId}/proposal${picked ? `/${picked.join(',')}` : ''}`;
export const pickedIds = (param: string): string[] => param.split(',').filter(Boolean);
export const sentProposalPath = (tripRequestId: string, id: string) =>
  `/trips/${tripRequestId}/proposals/${id}`;
