vcl 4.1;
# Varnish 7 in front of the site (Debian's varnish and varnish-modules packages). It keeps what the site says
# a shared cache may keep (Cache-Control s-maxage, with a Surrogate-Key), passes everything else, and drops
# answers by key when the site sends `PURGE` with a `Surrogate-Key` header (CACHE_PURGE_URLS).

import xkey;

# The site: edit .host and .port to where it listens.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the site's own instances. Add their addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Fastly's form, space-separated keys: every answer carrying one of them leaves the cache at once.
        set req.http.n-gone = xkey.purge(req.http.Surrogate-Key);
        return (synth(200, "Purged " + req.http.n-gone));
    }
    # Resized images vary by the formats Accept names: three copies at most, not one per browser.
    if (req.url ~ "^/api/files/" && req.url ~ "[?&]w=") {
        if (req.http.Accept ~ "image/avif") {
            set req.http.Accept = "image/avif,image/webp";
        } elsif (req.http.Accept ~ "image/webp") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }
    # Signed-in visitors (a session cookie) and everything but reads go to the site: the built-in rules pass
    # requests with a Cookie or Authorization header and any method other than GET and HEAD.
}

sub vcl_backend_response {
    # Only what the site marks for shared caches, and never an answer that sets a cookie.
    if (beresp.http.Set-Cookie || !beresp.http.Surrogate-Key || beresp.http.Cache-Control !~ "s-maxage") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # xkey indexes objects by this header.
    set beresp.http.xkey = beresp.http.Surrogate-Key;
}

sub vcl_deliver {
    # What the cache's own bookkeeping needs stays here, as Fastly and Cloudflare strip their key headers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    # Shared caches keep answers; browsers revalidate them with their ETag.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
