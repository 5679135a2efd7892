import { endpoint } from '../endpoint.js';
import {
  dashboardInsightResult,
  dashboardLeadsQuery,
  dashboardLeadsResult,
  dashboardListingsQuery,
  dashboardListingsResult,
  dashboardPeriodQuery,
  dashboardReadLeadResult,
  dashboardSearchAnalyticResult,
  leadIdParams,
} from '../dashboard.js';

const tags = ['dashboard'];

/** Spec section 7 "Dashboard" (DESIGN 4.10), and the leads inbox the dashboard shows: only ever the caller's own numbers. */
export const dashboardEndpoints = {
  dashboardInsight: endpoint('dashboardInsight', {
    summary: "The owner's views, search impressions, contact leads and favourites per day over a period, with totals and the change against the previous period",
    tags,
    access: 'user',
    query: dashboardPeriodQuery,
    result: dashboardInsightResult,
  }),
  dashboardAnnounceList: endpoint('dashboardAnnounceList', {
    summary: "The same per listing of the owner's: view-to-lead rate, days on market, boosts in the period and a views sparkline; ordered and paged",
    tags,
    access: 'user',
    query: dashboardListingsQuery,
    result: dashboardListingsResult,
  }),
  dashboardSearchAnalytic: endpoint('dashboardSearchAnalytic', {
    summary:
      "What visitors searched in the owner's provinces and estate types over a period: top keywords, districts, stations, price bands, and searches per matching listing",
    tags,
    access: 'user',
    query: dashboardPeriodQuery,
    result: dashboardSearchAnalyticResult,
  }),
  dashboardLeads: endpoint('dashboardLeads', {
    summary: "The contact-owner messages sent about the owner's listings, newest first, with the number unread",
    tags,
    access: 'user',
    query: dashboardLeadsQuery,
    result: dashboardLeadsResult,
  }),
  dashboardReadLead: endpoint('dashboardReadLead', {
    summary: "Mark one of the owner's leads read; another owner's lead is answered as none",
    tags,
    access: 'user',
    params: leadIdParams,
    result: dashboardReadLeadResult,
    errors: { 404: ['content not found'] },
  }),
};
